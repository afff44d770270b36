import type { AdditionalFieldValue, Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { FieldOwnerType, ValidateFieldsBody, ValidateFieldsResponse } from '@contract/fields';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { CatalogueRefreshedEvent, MachineEmitted, RouteEnteredEvent } from '../shared/events';
import type { RouteTarget } from '../shared/routes';

/** What postfill needs: the catalogue (field definitions) and the cart. */
export interface PostfillInput {
  catalogue: CatalogueContext;
  cart: Cart;
}

/** Kinds of cart elements with additional fields, in the order postfill visits them. */
export type PostfillKind = Extract<FieldOwnerType, 'product' | 'addon' | 'upsell' | 'domain'>;

/** One element of the cart that still has postponed additional fields without a value. */
export interface PostfillStop {
  kind: PostfillKind;
  rowId: string;
  /** The product, addon or upsell id; for a domain the row's product id. */
  elementId: number;
  /** The domain name for domain fields. */
  domain: string | null;
  /** The postponed fields still without a value. */
  fieldIds: number[];
  /** Visited-once key. */
  key: string;
  /** The postfill child route with its query (rowId / id, addonId, d, and p=y). */
  target: RouteTarget;
}

export interface PostfillContext extends PostfillInput {
  /** Stops already saved: each is visited once. */
  visited: string[];
  /** The stop on screen. */
  current: PostfillStop | null;
  /** Values the visitor submitted for the current stop (sent to validation, then saved). */
  submitted: AdditionalFieldValue[];
  /** Server validation messages per field id. */
  fieldErrors: Record<string, string[]>;
  /** Where postfill hands over. */
  next: RouteTarget | null;
}

export type PostfillEvent =
  | RouteEnteredEvent
  | CatalogueRefreshedEvent
  /** Save and proceed with the values of the form's fields. */
  | { type: 'FIELDS.SUBMITTED'; values: AdditionalFieldValue[] }
  /** The visitor edits a field: its server error is cleared. */
  | { type: 'FIELD.EDITED'; fieldId: number };

/** `saveCart`: PUT /api/v2/session/cart; the server's re-validated cart and its notices. */
export interface SaveCartOutput {
  data: Cart;
  notices: Notice[];
}

export type PostfillActorEvent =
  | DoneActorEvent<ValidateFieldsResponse, 'validateFields'>
  | DoneActorEvent<SaveCartOutput, 'saveCart'>
  | ErrorActorEvent<unknown, 'validateFields' | 'saveCart'>;

export type PostfillEmitted = MachineEmitted;

export type { ValidateFieldsBody, ValidateFieldsResponse };

export interface PostfillOutput {
  next: RouteTarget;
  /** The cart with the saved fields, for the next area. */
  cart: Cart;
}
