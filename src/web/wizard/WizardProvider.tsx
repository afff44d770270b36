import type { Admin } from '@contract/admin';
import type { Brand } from '@contract/brand';
import type { Cart } from '@contract/cart';
import type { Category, Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import { buildCatalogueContext } from '@domain/catalogue-context';
import { isSalesAgent } from '@domain/roles';
import type { AreaUserEvent, WizardInput } from '@machines/wizard/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQuery } from '@web/api/queries/brand';
import { cartQuery } from '@web/api/queries/cart';
import { categoriesQuery, productsQuery, tldsQuery } from '@web/api/queries/catalogue';
import { useCurrentBrand } from '@web/app/brand-context';
import type { AppRouter } from '@web/app/router';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NotificationStore } from '../notifications/notification-store';
import { NotificationsContext } from '../notifications/notifications-context';
import type { RunningWizard, ShownView } from './start-wizard';
import { WizardContext, type WizardHandle } from './wizard-context';

/**
 * The wizard's input from what the app loads anyway: brand, catalogue (products, TLDs; no
 * promotions until that call exists), cart, admin (sales agent). Null until everything is there.
 */
function useWizardInput(): WizardInput | null {
  const brand = useCurrentBrand();
  const products = useQuery(productsQuery());
  const tlds = useQuery(tldsQuery);
  const categories = useQuery(categoriesQuery);
  const cart = useQuery(cartQuery);
  const admin = useQuery(adminQuery);
  return useMemo(() => {
    if (!products.data || !tlds.data || !categories.data || !cart.data || admin.data === undefined)
      return null;
    return wizardInput({
      brand,
      products: products.data,
      tlds: tlds.data,
      categories: categories.data,
      cart: cart.data.data,
      admin: admin.data,
    });
  }, [brand, products.data, tlds.data, categories.data, cart.data, admin.data]);
}

interface LoadedFacts {
  brand: Brand;
  products: readonly Product[];
  tlds: readonly Tld[];
  categories: readonly Category[];
  cart: Cart;
  admin: Admin | null;
}

function wizardInput({ brand, products, tlds, categories, cart, admin }: LoadedFacts): WizardInput {
  return {
    catalogue: buildCatalogueContext({ products, tlds, promotions: [], brand: brand.properties }),
    cart,
    actor: { isSalesAgent: isSalesAgent(admin), hasDraftSession: false },
    customer: null,
    brand: brand.properties,
    orderDraftId: null,
    paymentOption: null,
    orderType: null,
    hasCloudData: false,
    hasPendingNotification: false,
    categorySlugs: categories.map((category) => category.slug),
    storedFeedback: null,
    storedCloudData: null,
    storedExternalProductId: null,
    idempotencyKeyPrefix: crypto.randomUUID(),
  };
}

const notShown: ShownView = { view: null, breadcrumb: [] };

/**
 * Runs the wizard: once its input is loaded, the wizard module is loaded (its own chunk), the actor
 * is created and bound to the router (src/web/wizard/sync.ts). Children read the wizard's view and
 * send user events through `useWizard()`; the screens render meanwhile from the router alone.
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
  const [shown, setShown] = useState<ShownView>(notShown);
  const [actor, setActor] = useState<RunningWizard['actor'] | null>(null);
  const [notifications] = useState(() => new NotificationStore());

  useEffect(() => {
    const first = inputRef.current;
    if (!ready || !first) return;
    let cancelled = false;
    let stopView: (() => void) | null = null;
    void import('./start-wizard').then(({ startWizard }) => {
      if (cancelled) return;
      const wizard = startWizard({ input: first, router, queryClient, notifications });
      running.current = wizard;
      setActor(wizard.actor);
      stopView = wizard.subscribeView(setShown);
      for (const event of waiting.current.splice(0)) wizard.send(event);
    });
    return () => {
      cancelled = true;
      stopView?.();
      running.current?.stop();
      running.current = null;
      setActor(null);
    };
  }, [ready, router, queryClient, notifications]);

  // The same facts loaded again (another locale, a signed-in admin) go to the running wizard.
  useEffect(() => {
    if (!input || !running.current) return;
    const { catalogue, actor, brand, categorySlugs } = input;
    running.current.refresh({ catalogue, actor, brand, categorySlugs });
  }, [input]);

  const send = useCallback((event: AreaUserEvent) => {
    if (running.current) running.current.send(event);
    else waiting.current.push(event);
  }, []);
  const handle = useMemo<WizardHandle>(() => ({ ...shown, actor, send }), [shown, actor, send]);
  return (
    <WizardContext value={handle}>
      <NotificationsContext value={notifications}>{children}</NotificationsContext>
    </WizardContext>
  );
}
