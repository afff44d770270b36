import { cp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from './vite.config.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The server finds its migrations (`./migrations`) and the brands' mail files (`./mail-files`:
 * logos and attached terms) next to itself, so they travel with the build.
 */
const copyServerFiles: Plugin = {
  name: 'copy-server-files',
  async writeBundle() {
    await cp(fromRoot('./src/server/db/migrations'), fromRoot('./dist/server/migrations'), {
      recursive: true,
    });
    await cp(fromRoot('./src/server/mail/mail-files'), fromRoot('./dist/server/mail-files'), {
      recursive: true,
    });
  },
};

/**
 * The server as one compiled ES module, dist/server/main.js (`npm run serve`): the packages stay
 * imports of node_modules; our own TypeScript is compiled once instead of at every start.
 */
export default defineConfig({
  resolve: { alias: aliases },
  publicDir: false,
  plugins: [copyServerFiles],
  build: {
    ssr: fromRoot('./src/server/main.ts'),
    outDir: fromRoot('./dist/server'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
  },
});
