import { Modal } from '@web/components/Modal';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface AuthcodeProps {
  open: boolean;
  domain: string;
  value: string;
  /** The machine's rule: confirm is disabled while the code is empty. */
  canConfirm: boolean;
  onChange: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Longest authcode the cart accepts (src/domain/cart/domain-click.ts). */
const MAX_AUTH_CODE = 255;

/** Status 1 (transferable): the authcode comes first; confirm stays disabled while it is empty. */
export function AuthcodeModal({
  open,
  domain,
  value,
  canConfirm,
  onChange,
  onConfirm,
  onCancel,
}: AuthcodeProps) {
  const intl = useIntl();
  const inputId = useId();
  const textId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The dialog opens after this screen's effects run: focus the code field once it is shown.
  useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canConfirm) onConfirm();
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'domain_lookup.authcode.title' }, { domain })}
      onClose={onCancel}
    >
      <form onSubmit={submit} className="domain-modal-form">
        <p id={textId}>
          <FormattedMessage id="domain_lookup.authcode.text" />
        </p>
        <label htmlFor={inputId} className="domain-modal-label">
          <FormattedMessage id="domain_lookup.authcode.label" />
        </label>
        <input
          ref={input}
          id={inputId}
          name="authcode"
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_AUTH_CODE}
          aria-describedby={textId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <div className="domain-modal-actions">
          <button type="submit" className="button button-primary" disabled={!canConfirm}>
            <FormattedMessage id="domain_lookup.authcode.confirm" />
          </button>
          <button type="button" className="button" onClick={onCancel}>
            <FormattedMessage id="domain_lookup.authcode.cancel" />
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface AssignedProps {
  open: boolean;
  domain: string;
  onClose: () => void;
}

/** A domain of a preconfigured row cannot be chosen again. */
export function AlreadyAssignedModal({ open, domain, onClose }: AssignedProps) {
  const intl = useIntl();
  return (
    <Modal open={open} title={intl.formatMessage({ id: 'domain_lookup.assigned.title' })} onClose={onClose}>
      <p>
        <FormattedMessage id="domain_lookup.assigned.text" values={{ domain }} />
      </p>
      <div className="domain-modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          <FormattedMessage id="domain_lookup.assigned.close" />
        </button>
      </div>
    </Modal>
  );
}
