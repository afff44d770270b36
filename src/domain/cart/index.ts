/** Cart rules shared by browser and server (spec: catalogue and cart, sections 4, 5, 8, 9). */
export { availableAddons, availableUpsells, isAddonAvailable } from './addon-availability';
export type { AddonChange, AddonOutcome } from './addon-change';
export {
  type AddonPresentation,
  addonGroupsOf,
  addonPresentations,
  addonsPresentedAs,
  isAddonShownInCart,
  type PresentedGroup,
} from './addon-presentation';
export { chooseModule, chooseVariant } from './addon-selectors';
export { type RemoveAddonOptions, removeAddonFromItem, toggleAddon } from './addon-toggle';
export { createCartItem } from './create-item';
export {
  addDomain,
  clickDomain,
  type DomainCandidate,
  type DomainClick,
  type DomainClickOutcome,
} from './domain-click';
export { domainMatchesTld, normalizeDomainName, tldForDomainName } from './domain-names';
export {
  addToDomainOnlyItem,
  type CartUpdate,
  ensureDomainOnlyItem,
  isDomainOnlyItem,
  mergeDomainOnlyItems,
  moveDomainsFromTemporaryItem,
} from './domain-only';
export { type DomainStatusMeaning, domainStatusMeaning, isDomainNotFree } from './domain-status';
export { isEmptyFieldValue } from './field-values';
export { createCloudPanelItem, productByExternalId } from './hosting-context';
export {
  HOSTING_NUMBER_KEY,
  hostingNumberOf,
  isExistingContract,
  isHostingContextCart,
  rowDisplayName,
} from './hosting-number';
export { recomputeInclusiveDomains } from './inclusive-domains';
export { CART_NOTICE_KEYS, cartNotice } from './notices';
export {
  domainOfferPrice,
  type OfferKind,
  type OfferPriceOptions,
  offerShownPrice,
} from './offer-price';
export { type AddProductCheck, canAddProduct, enforceQuantityLimits } from './product-limit';
export { togglePromotedAddon } from './promoted-addons';
export { type RebasedCart, rebaseCart } from './rebase';
export {
  dropEmptyHiddenProducts,
  type RemovalOutcome,
  type RemovalResult,
  removeAddon,
  removeDomain,
  removeItem,
} from './removal';
export {
  findMissingRequirements,
  type MissingRequirement,
  type RequirementKind,
  type RouteTarget,
} from './requirements';
export { generateRowId, type RandomBytes } from './row-id';
export {
  activeIntervals,
  activeMaturities,
  defaultInterval,
  defaultMaturity,
  findActiveMaturity,
  type ItemTerm,
  resolveItemTerm,
} from './term';
export { changeInterval, changeMaturity, type TermChange } from './term-change';
export { canChangeTerm, needsIntervalChoice, possibleTerms } from './term-options';
export { termShownPrice } from './term-price';
export { addUpsell, passUpsell, type UpsellChange, type UpsellOutcome } from './upsells';
export { type CartValidation, validateCart } from './validate-cart';
export { isDomainValid } from './validate-item';
