import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@server/db/client';
import { seedDatabaseOnce } from '@server/db/seed-database';
import { loadSeed } from '@server/seed';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

/**
 * One migrated and seeded PGlite store, copied for every server the tests start: creating a
 * PGlite cluster and migrating it costs many seconds of CPU each time, a copy a few milliseconds.
 * The server still runs its migrations and seed check on the copy (both find them done), so what
 * it serves is what a first start produces.
 *
 * The store is kept in node_modules/.cache between test runs, named by a hash of everything that
 * decides its content (migrations, schema, seed, the contract and rules the seed is checked with,
 * the installed packages), so the server, browser and path runs of one `npm test` share it and a
 * change to any of those inputs makes a new one.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The template store's folder (vitest `provide`, read with `inject`). */
    seededStore: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(repoRoot, 'node_modules/.cache/hosting-shop');
const storePrefix = 'seeded-store-';
const storeInputs = ['src/server/db', 'src/server/seed', 'src/contract', 'src/domain', 'package-lock.json'];

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat();
}

/** Hash of the store's inputs: their paths and contents, in a stable order. */
async function storeKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(storeInputs.map((input) => filesUnder(join(repoRoot, input))))).flat();
  for (const file of files.sort()) {
    hash.update(relative(repoRoot, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function createSeededStore(dir: string): Promise<void> {
  const store = await openDatabase({ dataDir: dir });
  await seedDatabaseOnce(store.db, loadSeed());
  await store.close();
}

/** The cached store for today's inputs, made (in a scratch folder, then renamed) when missing. */
async function cachedSeededStore(): Promise<string> {
  const store = join(cacheDir, `${storePrefix}${await storeKey()}`);
  if (existsSync(store)) return store;
  await mkdir(cacheDir, { recursive: true });
  const scratch = await mkdtemp(join(cacheDir, 'making-'));
  await createSeededStore(scratch);
  // Another run may have finished the same store meanwhile: then its copy is kept and ours goes.
  await rename(scratch, store).catch(() => rm(scratch, { recursive: true, force: true }));
  for (const entry of await readdir(cacheDir)) {
    const stale = entry.startsWith(storePrefix) && join(cacheDir, entry) !== store;
    if (stale) await rm(join(cacheDir, entry), { recursive: true, force: true });
  }
  return store;
}

/** Vitest global setup: provides the run's template store. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('seededStore', await cachedSeededStore());
}

/** Fills the (empty) folder `dataDir` with a copy of the run's seeded store. */
export async function copySeededStore(dataDir: string): Promise<void> {
  await cp(inject('seededStore'), dataDir, { recursive: true });
}
