/** The drafts list of the admin panel (checkout spec: nova/resources/session-order-drafts). */
const DRAFTS_RESOURCE = '/nova/resources/session-order-drafts';

/**
 * The admin panel's page of an order draft, or its drafts list without an id (checkout spec: the
 * sales agent's 'save order' leaves for it). `adminPanelUrl` is the panel's origin (page
 * configuration, ADMIN_PANEL_URL); empty: the shop's own minimal staff pages on this origin.
 */
export const draftsPageUrl = (adminPanelUrl: string, orderDraftId?: number): string =>
  `${adminPanelUrl.replace(/\/+$/, '')}${DRAFTS_RESOURCE}${orderDraftId === undefined ? '' : `/${orderDraftId}`}`;
