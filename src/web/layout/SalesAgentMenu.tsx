import { isSalesAgent } from '@domain/roles/actor';
import { draftsPageUrl } from '@domain/roles/drafts-page';
import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '@web/api/queries/brand';
import { readPageConfig } from '@web/app/page-config';
import { FormattedMessage } from 'react-intl';

/** For a signed-in sales agent: who is signed in, and the way back to the drafts (staff pages). */
export function SalesAgentMenu() {
  const admin = useQuery(adminQuery);
  if (!admin.data || !isSalesAgent(admin.data)) return null;
  return (
    <nav className="sales-agent-menu" aria-labelledby="sales-agent-menu-label">
      <span id="sales-agent-menu-label">
        <FormattedMessage id="header.sales_agent" values={{ email: admin.data.email }} />
      </span>{' '}
      <a href={draftsPageUrl(readPageConfig()?.admin_panel_url ?? '')}>
        <FormattedMessage id="header.sales_agent_drafts" />
      </a>
    </nav>
  );
}
