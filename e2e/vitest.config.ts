import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../vite.config';

/**
 * Browser tests: a real Chromium (playwright-core, /usr/bin/chromium) against the real server
 * serving the built app from dist/web (run `npm run build` first). One server per test file.
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/seeded-store.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
  },
});
