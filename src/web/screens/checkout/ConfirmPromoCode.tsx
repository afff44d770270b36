import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The promo code input of the confirm screen (brand flag `promocode_input_on_confirm_page`). The
 * confirm machine looks the code up, redeems it on the cart and saves the cart; the outcome is a
 * notice, as on the cart screen. The input empties once the code is on the cart.
 */
export function ConfirmPromoCode({ busy, onSubmit }: { busy: boolean; onSubmit(code: string): void }) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  return (
    <form
      className="promo-form confirm-section"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '') return;
        onSubmit(trimmed);
        setCode('');
      }}
    >
      <label htmlFor={inputId}>
        <FormattedMessage id="cart_screen.promo_label" />
      </label>
      <input
        id={inputId}
        className="field-input"
        value={code}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="button" disabled={trimmed === '' || busy}>
        <FormattedMessage id="cart_screen.promo_redeem" />
      </button>
    </form>
  );
}
