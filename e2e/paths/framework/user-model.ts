import type { LocaleCode } from '@contract/common';
import type { MessageKey } from '@web/i18n/catalogues';
import type { Page } from 'playwright-core';
import type { AnyStateMachine, EventFromLogic } from 'xstate';

/** What a step of a path works with: the visitor's page, language and what earlier steps noted. */
export interface PathContext {
  page: Page;
  locale: LocaleCode;
  baseUrl: string;
  /** A page in another person's browser (a sales agent's, say), next to the visitor's. */
  otherBrowser(): Promise<Page>;
  /** A text of the shop's catalogue in the path's language, as the visitor reads it. */
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** Values a path carries from step to step (a chosen domain, an order id, a phone number). */
  memo: Record<string, string>;
}

/** A user action (model event) or a look at the screen (model state), done in the browser. */
export type PathAction = (path: PathContext) => Promise<void>;

type UserEventType<TModel extends AnyStateMachine> = EventFromLogic<TModel>['type'];
type ProductionEventType<TProduction extends AnyStateMachine> = Exclude<
  EventFromLogic<TProduction>['type'],
  `xstate.${string}`
>;

/**
 * A user-level model of one area of the wizard (issue #8): its states are "which screen, with what
 * data status", its events are what a person does. It is kept honest against the production
 * machine: every production state node and every production event type names its counterpart here
 * (checked by tests/paths/counterparts.test.ts), and every model event has an action in the browser
 * (`actions` is an exhaustive map, so no event is silently skipped by the path runner).
 */
export interface UserModel<TModel extends AnyStateMachine, TProduction extends AnyStateMachine> {
  /** File-name friendly name, e.g. `sms`. */
  name: string;
  /** The production machine's name in reports, e.g. `SMS validation`. */
  title: string;
  /** The model machine: no actors, no delays (xstate/graph's createTestModel walks it). */
  machine: TModel;
  production: {
    machine: TProduction;
    /** Every production state node (by id, e.g. `sms.validation.form.complete`): the model state(s) a person sees then. */
    states: Readonly<Record<string, string | readonly string[]>>;
    /** Every production event type: the model events by which a person causes it. */
    events: Readonly<Record<ProductionEventType<TProduction>, readonly UserEventType<TModel>[]>>;
  };
  /** What a person sees in each model state, keyed by state path (`form.empty`); every atomic state has one. */
  checks: Readonly<Record<string, PathAction>>;
  /** What a person does for each model event. */
  actions: Readonly<Record<UserEventType<TModel>, PathAction>>;
}

/** A model of any area (the registry of all models). */
export type AnyUserModel = UserModel<AnyStateMachine, AnyStateMachine>;

/** Declares a model with its types inferred from the two machines. */
export const userModel = <TModel extends AnyStateMachine, TProduction extends AnyStateMachine>(
  model: UserModel<TModel, TProduction>,
): UserModel<TModel, TProduction> => model;
