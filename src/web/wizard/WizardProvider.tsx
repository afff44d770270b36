import { buildCatalogueContext } from '@domain/catalogue-context';
import { isSalesAgent } from '@domain/roles';
import type { ViewMeta } from '@machines/shared/view';
import type { AreaUserEvent, WizardInput } from '@machines/wizard/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQuery } from '@web/api/queries/brand';
import { cartQuery } from '@web/api/queries/cart';
import { categoriesQuery, productsQuery, tldsQuery } from '@web/api/queries/catalogue';
import { useCurrentBrand } from '@web/app/brand-context';
import type { AppRouter } from '@web/app/router';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RunningWizard } from './start-wizard';
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
  if (!products.data || !tlds.data || !categories.data || !cart.data || admin.data === undefined) return null;
  return {
    catalogue: buildCatalogueContext({
      products: products.data,
      tlds: tlds.data,
      promotions: [],
      brand: brand.properties,
    }),
    cart: cart.data.data,
    actor: { isSalesAgent: isSalesAgent(admin.data), hasDraftSession: false },
    customer: null,
    brand: brand.properties,
    orderDraftId: null,
    paymentOption: null,
    orderType: null,
    hasCloudData: false,
    hasPendingNotification: false,
    categorySlugs: categories.data.map((category) => category.slug),
    storedFeedback: null,
    storedCloudData: null,
    storedExternalProductId: null,
    idempotencyKeyPrefix: crypto.randomUUID(),
  };
}

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
  const [view, setView] = useState<ViewMeta | null>(null);

  useEffect(() => {
    const first = inputRef.current;
    if (!ready || !first) return;
    let cancelled = false;
    let stopView: (() => void) | null = null;
    void import('./start-wizard').then(({ startWizard }) => {
      if (cancelled) return;
      const wizard = startWizard({ input: first, router, queryClient });
      running.current = wizard;
      stopView = wizard.subscribeView(setView);
      for (const event of waiting.current.splice(0)) wizard.send(event);
    });
    return () => {
      cancelled = true;
      stopView?.();
      running.current?.stop();
      running.current = null;
    };
  }, [ready, router, queryClient]);

  const send = useCallback((event: AreaUserEvent) => {
    if (running.current) running.current.send(event);
    else waiting.current.push(event);
  }, []);
  const handle = useMemo<WizardHandle>(() => ({ view, send }), [view, send]);
  return <WizardContext value={handle}>{children}</WizardContext>;
}
