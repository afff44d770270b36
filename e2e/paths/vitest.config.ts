import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../../vite.config';

/**
 * Generated browser paths (issue #8): one file per locale, run side by side (each with its own
 * server and Chromium), against the built app in dist/web (`npm run build` first).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'paths',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['e2e/paths/*.paths.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/seeded-store.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
