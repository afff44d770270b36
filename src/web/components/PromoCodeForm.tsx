import {
  type PromoCode,
  type PromoCodeInput,
  PromoCodeForm as PromoCodeSchema,
} from '@domain/promotions/code-form';
import { PROMOTION_CODE_MAX_LENGTH } from '@domain/promotions/code-shape';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

/**
 * The promo code box of the cart and confirm screens (brand flags `promocode_input_on_cart_page`,
 * `promocode_input_on_confirm_page`): redeem is disabled while the box is empty or the area is
 * busy; the trimmed code is handed over and the box empties. The area's machine looks the code up
 * and tells the outcome as a notice.
 */
export function PromoCodeForm({
  busy,
  className,
  inputClassName,
  onSubmit,
}: {
  busy: boolean;
  /** Classes beside `promo-form` (the screen's placement). */
  className?: string;
  inputClassName?: string;
  onSubmit(code: string): void;
}) {
  const inputId = useId();
  const { register, handleSubmit, reset, watch } = useForm<PromoCodeInput, unknown, PromoCode>({
    resolver: zodResolver(PromoCodeSchema),
    defaultValues: { code: '' },
  });
  const empty = watch('code').trim() === '';
  return (
    <form
      className={className ? `promo-form ${className}` : 'promo-form'}
      onSubmit={handleSubmit(({ code }) => {
        onSubmit(code);
        reset();
      })}
    >
      <label htmlFor={inputId}>
        <FormattedMessage id="cart_screen.promo_label" />
      </label>
      <input
        id={inputId}
        className={inputClassName}
        maxLength={PROMOTION_CODE_MAX_LENGTH}
        autoComplete="off"
        {...register('code')}
      />
      <button type="submit" className="button" disabled={empty || busy}>
        <FormattedMessage id="cart_screen.promo_redeem" />
      </button>
    </form>
  );
}
