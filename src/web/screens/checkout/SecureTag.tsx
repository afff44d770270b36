import { FormattedMessage } from 'react-intl';

/** The secure-connection tag of the address and payment steps (checkout spec section 2). */
export function SecureTag() {
  return (
    <p className="secure-tag">
      <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
        />
      </svg>
      <FormattedMessage id="checkout.secure_connection" />
    </p>
  );
}
