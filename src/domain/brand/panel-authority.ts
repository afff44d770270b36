import type { CloudPanelData } from '@contract/auth';
import type { OAuthSettings } from '@contract/brand';

/**
 * Where a cloud-panel visitor goes back to (checkout spec section 4: "a back link that logs out and
 * redirects to the panel authority URL"; the success page's back-to-portal link): the brand's
 * second authority when the panel asked for it (`use_cp_2`) and the brand has one, else its first.
 * Null for a visitor who did not come from the panel, or a brand without an authority.
 */
export function panelAuthorityUrl(oauth: OAuthSettings, cloudData: CloudPanelData | null): string | null {
  if (!cloudData) return null;
  return (cloudData.use_cp_2 ? oauth.second_authority : null) ?? oauth.authority;
}
