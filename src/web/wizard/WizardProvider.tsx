import type { Admin } from '@contract/admin';
import type { Brand } from '@contract/brand';
import type { Cart } from '@contract/cart';
import type { Category } from '@contract/catalogue';
import type { Customer } from '@contract/customer';
import type { PaymentOption } from '@contract/payment';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import { isSalesAgent } from '@domain/roles/actor';
import type { AreaUserEvent, WizardInput } from '@machines/wizard/types';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQuery } from '@web/api/queries/brand';
import { cartQuery } from '@web/api/queries/cart';
import { categoriesQuery, productsQuery, tldsQuery } from '@web/api/queries/catalogue';
import { checkoutKeys, sessionCustomerQuery, sessionPaymentQuery } from '@web/api/queries/checkout';
import { currentDraftQuery } from '@web/api/queries/drafts';
import { queryKeys } from '@web/api/queries/keys';
import { promotionsQuery } from '@web/api/queries/promotions';
import { useCurrentBrand } from '@web/app/brand-context';
import { readPageConfig } from '@web/app/page-config';
import type { AppRouter } from '@web/app/router';
import { StartupError } from '@web/app/StartupError';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NotificationStore } from '../notifications/notification-store';
import { NotificationsContext } from '../notifications/notifications-context';
import { readClientValues, writeClientValues } from '../storage/client-values';
import { feedbackFormInputOf, storedFeedbackOf } from '../storage/feedback';
import type { RunningWizard } from './start-wizard';
import { useCustomerNotices } from './use-customer-notices';
import { type WizardActor, WizardContext, type WizardHandle } from './wizard-context';
import { yieldToMain } from './yield-to-main';

/**
 * The wizard's input from what the app loads anyway: brand, catalogue (products, TLDs,
 * promotions), cart, admin (sales agent). Null until everything is there.
 */
function useWizardInput(): WizardInput | null {
  const brand = useCurrentBrand();
  const products = useQuery(productsQuery());
  const tlds = useQuery(tldsQuery);
  const categories = useQuery(categoriesQuery);
  const cart = useQuery(cartQuery);
  const admin = useQuery(adminQuery);
  const promotions = useQuery(promotionsQuery);
  // The session's customer and payment option (reload, return from a payment provider); a failed
  // call counts as none, so the shop still starts.
  const customer = useQuery(sessionCustomerQuery);
  const payment = useQuery(sessionPaymentQuery);
  // The order draft this session works on (a sales agent preparing it, a customer continuing it).
  const draft = useQuery(currentDraftQuery);
  const draftSettled = draft.data !== undefined || draft.isError;
  const customerSettled = customer.data !== undefined || customer.isError;
  const paymentSettled = payment.data !== undefined || payment.isError;
  // Built again only when the offer is loaded again (another language), not with each cart change:
  // a new offer goes to the running area too.
  const catalogue = useMemo(() => {
    if (!products.data || !tlds.data) return null;
    if (!promotions.data && !promotions.isError) return null;
    // Without the promotions call the shop still works, prices without promotions.
    const known = promotions.data ?? [];
    return buildCatalogueContext({
      products: products.data,
      tlds: tlds.data,
      promotions: known,
      brand: brand.properties,
    });
  }, [products.data, tlds.data, promotions.data, promotions.isError, brand.properties]);
  return useMemo(() => {
    if (!catalogue || !categories.data || !cart.data || admin.data === undefined) return null;
    if (!customerSettled || !paymentSettled || !draftSettled) return null;
    return wizardInput({
      brand,
      catalogue,
      categories: categories.data,
      cart: cart.data.data,
      admin: admin.data,
      customer: customer.data ?? null,
      paymentOption: payment.data ?? null,
      draftId: draft.data?.id ?? null,
    });
  }, [
    draft.data,
    draftSettled,
    brand,
    catalogue,
    categories.data,
    cart.data,
    admin.data,
    customer.data,
    customerSettled,
    payment.data,
    paymentSettled,
  ]);
}

interface LoadedFacts {
  brand: Brand;
  catalogue: CatalogueContext;
  categories: readonly Category[];
  cart: Cart;
  admin: Admin | null;
  customer: Customer | null;
  paymentOption: PaymentOption | null;
  draftId: number | null;
}

function wizardInput({
  brand,
  catalogue,
  categories,
  cart,
  admin,
  customer,
  paymentOption,
  draftId,
}: LoadedFacts): WizardInput {
  // Client storage values read again after a redirect (payment provider, OAuth).
  const stored = readClientValues();
  return {
    catalogue,
    cart,
    actor: { isSalesAgent: isSalesAgent(admin), hasDraftSession: draftId !== null },
    customer: hasCustomerData(customer) ? customer : null,
    brand: brand.properties,
    orderDraftId: draftId,
    adminPanelUrl: readPageConfig()?.admin_panel_url ?? '',
    paymentOption,
    orderType: stored.order_type ?? null,
    hasCloudData: Boolean(stored.cloud_pit_data),
    hasPendingNotification: false,
    categorySlugs: categories.map((category) => category.slug),
    storedFeedback: stored.customer_feedback ? feedbackFormInputOf(stored.customer_feedback) : null,
    storedAgreements: stored.accepted_agreements ?? null,
    storedCloudData: stored.cloud_pit_data ?? null,
    storedExternalProductId: stored.external_product_id ?? null,
    idempotencyKeyPrefix: crypto.randomUUID(),
  };
}

/** A customer the session knows anything about (a number, basic info or an address). */
const hasCustomerData = (customer: Customer | null): customer is Customer =>
  customer !== null &&
  (customer.customer_number !== null || customer.basicInfo !== null || customer.address !== null);

/**
 * What the confirm machine asks of the app: keep the feedback and the accepted agreements before
 * leaving for a payment provider (read again on return), and after an order refresh the cart and
 * customer and clear the oauth, feedback and agreement values.
 */
function listenToConfirm(actor: RunningWizard['actor'], queryClient: QueryClient): () => void {
  const persist = actor.on('persistOrderForm', (event) => {
    if ('feedback' in event && 'agreements' in event) {
      writeClientValues({
        customer_feedback: storedFeedbackOf(event.feedback),
        accepted_agreements: event.agreements,
      });
    }
  });
  const placed = actor.on('orderPlaced', () => {
    writeClientValues({
      customer_feedback: null,
      accepted_agreements: null,
      // The notes of the addons screen belonged to this order.
      note_items: [],
      cloud_pit_data: null,
      external_product_id: null,
      order_type: null,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.customer });
  });
  return () => {
    persist.unsubscribe();
    placed.unsubscribe();
  };
}

/** The wizard's own chunk: the statecharts and the rules they apply. */
const loadWizardModule = () => import('./start-wizard');

/**
 * Runs the wizard: its module (its own chunk) loads while its input loads; once both are there the
 * actor is created and bound to the router (src/web/wizard/sync.ts). Children read the wizard's
 * view and send user events through `useWizard()`; the screens render meanwhile from the router
 * alone.
 */
export function WizardProvider({ router, children }: { router: AppRouter; children: ReactNode }) {
  const queryClient = useQueryClient();
  const input = useWizardInput();
  const inputRef = useRef(input);
  inputRef.current = input;
  const ready = input !== null;
  const running = useRef<RunningWizard | null>(null);
  /** User events sent before the wizard runs (a quick click during startup) wait for it. */
  const waiting = useRef<AreaUserEvent[]>([]);
  const [actor, setActor] = useState<WizardActor | null>(null);
  /** The wizard's script could not be loaded (offline, or a new release replaced it). */
  const [failed, setFailed] = useState(false);
  const [notifications] = useState(() => new NotificationStore());
  useCustomerNotices(notifications);

  // The page lists the chunk for preloading (vite.config.ts); importing it at once runs it while
  // the input loads, not after. A failure shows when the start below awaits the same import.
  useEffect(() => {
    loadWizardModule().catch(() => undefined);
  }, []);

  useEffect(() => {
    const first = inputRef.current;
    if (!ready || !first) return;
    let cancelled = false;
    let stopConfirm: (() => void) | null = null;
    const start = async () => {
      const { startWizard } = await loadWizardModule();
      // Each step in a task of its own (see yieldToMain); the facts may have been refreshed meanwhile.
      await yieldToMain();
      if (cancelled) return;
      const input = inputRef.current ?? first;
      const wizard = startWizard({ queryClient, input, router, notifications });
      running.current = wizard;
      stopConfirm = listenToConfirm(wizard.actor, queryClient);
      for (const event of waiting.current.splice(0)) wizard.send(event);
      await yieldToMain();
      if (cancelled) return;
      // The screens' first render with the wizard is interruptible, so input is not held up by it.
      startTransition(() => setActor(wizard.actor));
    };
    start().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      stopConfirm?.();
      running.current?.stop();
      running.current = null;
      setActor(null);
    };
  }, [ready, router, queryClient, notifications]);

  // The same facts loaded again (another locale, a signed-in admin) go to the running wizard.
  useEffect(() => {
    if (!input || !running.current) return;
    const { catalogue, actor, brand, categorySlugs, customer, paymentOption } = input;
    running.current.refresh({ catalogue, actor, brand, categorySlugs, customer, paymentOption });
  }, [input]);

  const send = useCallback((event: AreaUserEvent) => {
    if (running.current) running.current.send(event);
    else waiting.current.push(event);
  }, []);
  const handle = useMemo<WizardHandle>(() => ({ actor, send }), [actor, send]);
  // Without the wizard no screen can go on: a reload fetches the current scripts.
  if (failed) return <StartupError onRetry={() => window.location.reload()} />;
  return (
    <WizardContext value={handle}>
      <NotificationsContext value={notifications}>{children}</NotificationsContext>
    </WizardContext>
  );
}
