import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import './modal.css';

interface Props {
  /** Shown while true; the caller's state (usually its machine's) decides. */
  open: boolean;
  title: string;
  /** Escape, the close button and a navigation call it. */
  onClose: () => void;
  children: ReactNode;
  /** A wide modal (e.g. the payment types when there are more than two). */
  size?: 'normal' | 'large';
}

/**
 * An accessible modal: the native <dialog> opened with showModal (focus trapped, background inert),
 * labelled by its heading; Escape and the close button call `onClose`; focus returns to where it
 * was. Every navigation closes it (both specs: modals are hidden on each navigation).
 */
export function Modal({ open, title, onClose, children, size = 'normal' }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      return () => {
        if (element.open) element.close();
        previous?.focus();
      };
    }
    if (!open && element.open) element.close();
    return undefined;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    return router.subscribe('onBeforeNavigate', (event) => {
      if (event.hrefChanged) closeRef.current();
    });
  }, [open, router]);

  return (
    <dialog
      ref={dialog}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-header">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button
          type="button"
          className="modal-close"
          aria-label={intl.formatMessage({ id: 'modal.close' })}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {open ? <div className="modal-body">{children}</div> : null}
    </dialog>
  );
}
