import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { type Alias, type Plugin, runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@domain': fromRoot('./src/domain'),
  '@contract': fromRoot('./src/contract'),
  '@web': fromRoot('./src/web'),
  '@server': fromRoot('./src/server'),
  '@machines': fromRoot('./machines'),
};

const prefix = 'virtual:catalogue/';
const resolvedPrefix = `\0${prefix}`;

type CatalogueChunk = (locale: string, part: string) => Record<string, string>;

/**
 * `import('virtual:catalogue/de-DE')`: one locale's core messages, and
 * `import('virtual:catalogue/de-DE-checkout')` one of its parts (src/web/i18n/catalogue-parts.ts),
 * parsed into ICU message ASTs at build time. The browser then loads only the visitor's locale and
 * the parts of the screens it shows, and needs no ICU parser (react-intl formats pre-parsed
 * messages; the parser is aliased to formatjs' `no-parser` entry). The catalogues themselves stay
 * TypeScript (`src/web/i18n/catalogues.ts`), checked by the compiler.
 */
function precompiledCatalogues(options: {
  catalogues: string;
  alias: Alias[] | Record<string, string>;
}): Plugin {
  return {
    name: 'shop:precompiled-catalogues',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      // `de-DE` or `de-DE-checkout`: the chunk is named after it (`de-DE-checkout-<hash>.js`).
      const [, locale = '', part = 'core'] =
        id.slice(resolvedPrefix.length).match(/^([a-z]{2}-[A-Z]{2})(?:-(\w+))?$/) ?? [];
      const { module, dependencies } = await runnerImport<{ catalogueChunk: CatalogueChunk }>(
        options.catalogues,
        {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: options.alias },
        },
      );
      for (const file of dependencies) this.addWatchFile(file);
      const messages = module.catalogueChunk(locale, part);
      if (Object.keys(messages).length === 0) throw new Error(`No catalogue for ${locale} ${part}`);
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // JSON.parse of a string literal is quicker for the browser than an object literal this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`;
    },
  };
}

const compressBrotli = (content: Buffer) =>
  promisify(brotliCompress)(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

/**
 * Writes `.br` and `.gz` beside every script, style sheet and SVG of the build, compressed at the
 * highest levels once, so the server sends them without compressing per request
 * (@fastify/static `preCompressed`). The gzip files come from Zopfli: standard gzip that any
 * browser reads, about 3.5 % smaller than zlib's best level. A compressed file is only written
 * when it is smaller than the file itself.
 */
function precompressedAssets(): Plugin {
  let outDir = '';
  const writeIfSmaller = async (path: string, content: Buffer, compressed: Uint8Array) => {
    if (compressed.length < content.length) await writeFile(path, compressed);
  };
  return {
    name: 'shop:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          await writeIfSmaller(`${path}.br`, content, await compressBrotli(content));
          await writeIfSmaller(`${path}.gz`, content, await zopfliGzip(content, { numiterations: 5 }));
        }),
      );
    },
  };
}

/**
 * Lists in the page, as `<link rel="modulepreload">`, the chunks of modules that every page imports
 * on demand (the wizard: its statecharts and rules), so the browser fetches them beside the entry
 * script rather than only once the entry has run. Chunks the entry imports itself are listed by
 * Vite already.
 */
function preloadedFromPage(modules: readonly string[]): Plugin {
  return {
    name: 'shop:preloaded-from-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const withImports = (fileName: string, found: Set<string>): Set<string> => {
          if (found.has(fileName)) return found;
          found.add(fileName);
          const output = bundle[fileName];
          for (const imported of output?.type === 'chunk' ? output.imports : []) withImports(imported, found);
          return found;
        };
        const entryFiles = withImports(entry.fileName, new Set());
        const preloaded = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === fromRoot(module));
          if (!chunk) throw new Error(`No chunk of its own for ${module}: is it imported on demand?`);
          withImports(chunk.fileName, preloaded);
        }
        return [...preloaded]
          .filter((fileName) => !entryFiles.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The browser build:
 * - renders with React DOM; in development @vitejs/plugin-react gives components fast refresh;
 * - takes tldts-icann's own minified bundle: bundled from its ES sources, the public suffix trie
 *   comes out more than twice as large. It is a chunk of its own, loaded only for a domain search
 *   in an ending the shop does not offer (registrable-domain.ts);
 * - ships no ICU message parser: the catalogues are parsed at build time (virtual:catalogue/*),
 *   as formatjs recommends, and react-intl formats the pre-parsed messages.
 */
const browserAliases: Alias[] = [
  ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
  { find: /^tldts-icann$/, replacement: fromRoot('./node_modules/tldts-icann/dist/index.esm.min.js') },
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: fromRoot('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
  },
];

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [
    precompiledCatalogues({ catalogues: fromRoot('./src/web/i18n/catalogues.ts'), alias: aliases }),
    react(),
    preloadedFromPage(['./src/web/wizard/start-wizard.ts']),
    precompressedAssets(),
  ],
  resolve: { alias: browserAliases },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // The import graph, read by the bench (npm run bench) to see where the payment SDK can load.
    manifest: true,
    // Every browser the shop supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // TanStack Query marks modules "use client" for React Server Components; this app renders
      // only in the browser, where the directive means nothing.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // Keep the Host header so the API picks the brand the browser asked for (e.g. cloudkontor.localhost).
    // `/sandbox`: the local payment provider pages (card payment, PayPal approve) served by the API;
    // `/dev-oidc`: the development login authority and its customer-panel stand-in, whose links lead
    // to the app on this port. Only the API's versioned paths: the app's own modules under
    // src/web/api/ are served at /api/ too.
    proxy: {
      '^/api/v\\d+/': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
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
          // The model-based machine tests walk thousands of generated paths: CPU-bound seconds each
          // on a quiet machine and ten times that on a loaded 2-core one, where the 5 s default fails.
          testTimeout: 180_000,
          // Vitest's default is one worker on 2 cores; the unit files are independent and CPU-bound.
          maxWorkers: 2,
          // The files share no module state (pure rules and machines, no mocks), so a worker loads
          // the modules once for all its files: half the CPU of a fresh module graph per file.
          isolate: false,
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
          // Every file builds its own server from the config it passes (no module-level state, no
          // mocks), so a worker imports the server once for all its files: half the CPU.
          isolate: false,
        },
      },
    ],
  },
});
