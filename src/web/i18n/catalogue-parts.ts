/**
 * Parts of the catalogue that only some screens show (their sections: `PART_SECTIONS` in
 * catalogues.ts). Each is its own chunk per locale, loaded with the routes of those screens (their
 * route loader), so the first load of any other route does not carry them. Everything else is the
 * core, loaded before the app renders. Which screen may use which key is checked against the
 * sources (tests/web/catalogue-parts.test.ts).
 */
export const cataloguePartNames = ['checkout', 'order', 'cart', 'domains', 'fields'] as const;

export type CataloguePart = (typeof cataloguePartNames)[number];

/** The parts the screens of a folder of src/web/screens show besides the core (none if not listed). */
export const SCREEN_FOLDER_PARTS: Readonly<Record<string, readonly CataloguePart[]>> = {
  cart: ['cart'],
  checkout: ['checkout'],
  domains: ['domains'],
  errors: ['checkout'],
  fields: ['fields'],
  oauth: ['checkout'],
  selection: ['fields'],
};

/** Screens that show texts of another folder's part too (by route: the screen's file name). */
const SCREEN_EXTRA_PARTS: Readonly<Record<string, readonly CataloguePart[]>> = {
  // The screens that take the order; the order overview shows the cart summary and promo code field.
  payment: ['order'],
  confirm: ['order', 'cart'],
  smsValidation: ['order'],
  success: ['order'],
  cancelPaypalSubscription: ['order'],
};

/** The parts of a screen, from its file's path (`./checkout/confirm.screen.tsx`). */
export function screenCatalogueParts(screenPath: string): readonly CataloguePart[] {
  const segments = screenPath.split('/');
  const folder = segments.at(-2) ?? '';
  const route = (segments.at(-1) ?? '').replace(/\.screen\.tsx$/, '');
  return [...(SCREEN_FOLDER_PARTS[folder] ?? []), ...(SCREEN_EXTRA_PARTS[route] ?? [])];
}
