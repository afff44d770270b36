import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@server/db/client';
import { seedDatabaseOnce } from '@server/db/seed-database';
import { loadSeed } from '@server/seed';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

/**
 * One migrated and seeded PGlite store per test run, copied for every server the tests start:
 * creating a PGlite cluster and migrating it costs many seconds of CPU each time, a copy a few
 * milliseconds. The server still runs its migrations and seed check on the copy (both find them
 * done), so what it serves is what a first start produces.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The template store's folder (vitest `provide`, read with `inject`). */
    seededStore: string;
  }
}

async function createSeededStore(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-seeded-'));
  const store = await openDatabase({ dataDir: dir });
  await seedDatabaseOnce(store.db, loadSeed());
  await store.close();
  return dir;
}

/** Vitest global setup: makes the template store for the run and removes it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await createSeededStore();
  project.provide('seededStore', dir);
  return () => rm(dir, { recursive: true, force: true });
}

/** Fills the (empty) folder `dataDir` with a copy of the run's seeded store. */
export async function copySeededStore(dataDir: string): Promise<void> {
  await cp(inject('seededStore'), dataDir, { recursive: true });
}
