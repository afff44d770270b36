import { useQuery } from '@tanstack/react-query';
import { sessionCustomerQuery } from '@web/api/queries/checkout';
import { useEffect } from 'react';
import type { NotificationStore } from '../notifications/notification-store';

/**
 * Shows the notices of the customer validation (an address country no longer supported was reset)
 * as they come with the session's customer answer; the server answers each notice once.
 */
export function useCustomerNotices(notifications: NotificationStore): void {
  const notices = useQuery({ ...sessionCustomerQuery, select: (answer) => answer.notices });
  useEffect(() => {
    for (const notice of notices.data ?? []) notifications.push(notice);
  }, [notices.data, notifications]);
}
