import { panelAuthorityUrl } from '@domain/brand/panel-authority';
import { callApi } from '@web/api/client';
import { authApi } from '@web/api/endpoints';
import { useCurrentBrand } from '@web/app/brand-context';
import { writeClientValues } from '@web/storage/client-values';
import { useClientValues } from '@web/storage/use-client-values';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * For a visitor from the cloud panel: the way back to the panel (checkout spec section 4). It logs
 * the visitor out of the shop first, forgets the panel data, then leaves for the panel's authority.
 */
export function PanelBackLink() {
  const brand = useCurrentBrand().properties;
  const cloudData = useClientValues().cloud_pit_data ?? null;
  const [leaving, setLeaving] = useState(false);
  const url = panelAuthorityUrl(brand.oauth, cloudData);
  if (!url) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      await callApi(authApi.logout);
    } catch {
      // Leaving anyway: the shop session is rotated on the next login, and the panel is the way back.
    }
    writeClientValues({ cloud_pit_data: null, external_product_id: null, order_type: null });
    window.location.assign(url);
  };

  return (
    <button type="button" className="button button-link panel-back-link" disabled={leaving} onClick={leave}>
      <FormattedMessage id="header.back_to_panel" />
    </button>
  );
}
