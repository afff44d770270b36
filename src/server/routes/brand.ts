import { brandApi } from '@contract/api';
import type { AppContext } from '../app-context';
import { route } from '../http/route';

export function registerBrandRoutes({ app, checkResponses }: AppContext): void {
  route(
    app,
    brandApi.currentBrand,
    async ({ request }) => ({ data: request.brand().views[await request.locale()] }),
    { checkResponses },
  );
}
