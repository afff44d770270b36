import { ErrorPage } from './ErrorPage';

/** Page 404: page not found (checkout spec section 8). */
export function Screen() {
  return <ErrorPage code={404} title="not_found.title" text="error_page.not_found_text" />;
}
