import type { Brand } from '@contract/brand';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';

// The modal loads with the first click on the button: no route's first load needs it.
const HelpDialog = lazy(() => import('./HelpDialog'));

/** The header's help and contact button, which opens the help and contact modal. */
export function HelpContact({ brand }: { brand: Brand }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="header-button" onClick={() => setOpen(true)}>
        <FormattedMessage id="help.button" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <HelpDialog brand={brand} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
