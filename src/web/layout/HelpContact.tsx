import type { Brand } from '@contract/brand';
import { type ComponentType, useState } from 'react';
import { FormattedMessage } from 'react-intl';

type HelpDialogComponent = ComponentType<{ brand: Brand; onClose: () => void }>;

/**
 * The header's help and contact button, which opens the help and contact modal. The modal's code
 * loads with the first click (no route's first load needs it); if it cannot be loaded (offline),
 * the button says so beside it and the next click tries again.
 */
export function HelpContact({ brand }: { brand: Brand }) {
  const [HelpDialog, setHelpDialog] = useState<HelpDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const openHelp = () => {
    if (HelpDialog) {
      setOpen(true);
      return;
    }
    import('./HelpDialog')
      .then((module) => {
        setHelpDialog(() => module.HelpDialog);
        setFailed(false);
        setOpen(true);
      })
      .catch(() => setFailed(true));
  };

  return (
    <>
      <button type="button" className="header-button" onClick={openHelp}>
        <FormattedMessage id="help.button" />
      </button>
      {failed ? (
        <p role="alert" className="header-error">
          <FormattedMessage id="error.something_went_wrong" />
        </p>
      ) : null}
      {open && HelpDialog ? <HelpDialog brand={brand} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
