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
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    root: fromRoot('.'),
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
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          root: fromRoot('.'),
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
