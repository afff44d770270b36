import { ErrorPage } from './ErrorPage';

/** Page 401: login required (checkout spec section 8). */
export function Screen() {
  return <ErrorPage code={401} title="unauthorized.title" text="error_page.unauthorized_text" />;
}
