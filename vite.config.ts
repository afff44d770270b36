import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@domain': fromRoot('./src/domain'),
  '@contract': fromRoot('./src/contract'),
  '@web': fromRoot('./src/web'),
  '@server': fromRoot('./src/server'),
  '@machines': fromRoot('./machines'),
};

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // Keep the Host header so the API picks the brand the browser asked for (e.g. cloudkontor.localhost).
    // `/sandbox`: the local payment provider pages (card payment, PayPal approve) served by the API;
    // `/dev-oidc`: the development login authority and its customer-panel stand-in, whose links lead
    // to the app on this port.
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/sandbox': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/dev-oidc': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  test: {
    root: fromRoot('.'),
    coverage: {
      provider: 'v8',
      // The shop's rules must be fully exercised by their own table-driven tests.
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: fromRoot('./coverage'),
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          root: fromRoot('.'),
          include: [
            'tests/domain/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/machines/**/*.test.ts',
            'tests/seed/**/*.test.ts',
            'tests/web/**/*.test.ts',
            'tests/paths/**/*.test.ts',
          ],
          environment: 'node',
          // The model-based machine tests walk thousands of generated paths: CPU-bound seconds each,
          // so the 5 s default fails them on a loaded 2-core machine.
          testTimeout: 60_000,
          // Vitest's default is one worker on 2 cores; the unit files are independent and CPU-bound.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          root: fromRoot('.'),
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/seeded-store.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has its own server and store: two files at a time use both cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
