import * as cart from '@domain/cart';
import * as roles from '@domain/roles';
import { describe, expect, it } from 'vitest';

describe('public entry points expose the rules other layers call', () => {
  it.each([
    'createCartItem',
    'toggleAddon',
    'chooseModule',
    'chooseVariant',
    'togglePromotedAddon',
    'addUpsell',
    'passUpsell',
    'changeMaturity',
    'changeInterval',
    'needsIntervalChoice',
    'canChangeTerm',
    'canAddProduct',
    'mergeDomainOnlyItems',
    'moveDomainsFromTemporaryItem',
    'recomputeInclusiveDomains',
    'addDomain',
    'clickDomain',
    'removeItem',
    'removeAddon',
    'removeDomain',
    'dropEmptyHiddenProducts',
    'validateCart',
    'findMissingRequirements',
    'offerShownPrice',
    'domainOfferPrice',
    'termShownPrice',
  ])('@domain/cart exports %s', (name) => {
    expect(typeof (cart as Record<string, unknown>)[name]).toBe('function');
  });

  it.each([
    'mayAddItems',
    'mayEditPreconfiguredRows',
    'isChangeTermLinkVisible',
    'checkoutButtonLabelKey',
    'requiredAgreements',
    'smsValidationRequired',
    'forwardToLastStepReached',
    'checkoutStart',
  ])('@domain/roles exports %s', (name) => {
    expect(typeof (roles as Record<string, unknown>)[name]).toBe('function');
  });
});
