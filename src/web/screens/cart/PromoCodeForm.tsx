import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CartArea } from './use-cart-area';

/** Promo code input of the cart page (brand flag); redeem is disabled while the input is empty. */
export function PromoCodeForm({ area }: { area: CartArea }) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  return (
    <form
      className="promo-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '') return;
        area.send({ type: 'PROMO.SUBMITTED', code: trimmed });
        setCode('');
      }}
    >
      <label htmlFor={inputId}>
        <FormattedMessage id="cart_screen.promo_label" />
      </label>
      <input
        id={inputId}
        value={code}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="button" disabled={trimmed === '' || area.busy}>
        <FormattedMessage id="cart_screen.promo_redeem" />
      </button>
    </form>
  );
}
