import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../vite.config';

/**
 * Browser tests: the spec's journeys (`*.e2e.test.ts`) and the generated paths (`paths/*.paths.test.ts`,
 * a file per user-level model), in a real Chromium (playwright-core, /usr/bin/chromium) against the
 * real server built in dist/ (`npm run build` first). Each file starts its own server (a copy of the
 * seeded store) and Chromium, so files never share a session, a rate-limit budget or a cache.
 * BROWSER_WORKERS files run at a time (default 2: a browser test waits on debounces and the
 * network, so two keep the 2 cores busy).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'browser',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts', 'e2e/paths/*.paths.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/seeded-store.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    maxWorkers: Number(process.env.BROWSER_WORKERS ?? 2),
    // A file's server, browser and sessions live in its own hooks; the helpers and models keep no
    // module state, so a worker loads playwright and the models once for all its files.
    isolate: false,
  },
});
