import { createContext, useContext, useSyncExternalStore } from 'react';
import { NotificationStore, type ShownNotice } from './notification-store';

export const NotificationsContext = createContext<NotificationStore>(new NotificationStore());

export const useNotificationStore = (): NotificationStore => useContext(NotificationsContext);

/** The notices on screen, re-rendering when they change. */
export function useShownNotices(): readonly ShownNotice[] {
  const store = useNotificationStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
