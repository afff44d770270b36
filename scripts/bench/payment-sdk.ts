import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../tests/support/server-process';
import { addSizes, builtSizes, noBytes, type Sizes } from './compressed-size';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface PaymentSdkReach {
  /** The Adyen drop-in's chunk(s), as the build compressed them. */
  sizes: Sizes;
  /** Screens (route ids) from which the SDK can be loaded at all, through any import. */
  reachableFrom: string[];
}

const screenOf = (key: string): string | null => key.match(/([\w-]+)\.screen\.tsx$/)?.[1] ?? null;

/**
 * Where the payment SDK can load, read from the build's import graph (dist/web/.vite/manifest.json):
 * every screen whose static or dynamic imports lead to the Adyen chunk. The app's start (the entry
 * and the chunks it imports statically) is not followed: it loads every screen lazily by route, so
 * going through it every screen would reach every other. The browser loads it only
 * when the server reports an Adyen client key, which the bench (sandbox provider) does not.
 */
export function paymentSdkReach(distDir = join(repoRoot, 'dist/web')): PaymentSdkReach {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const sdkKeys = Object.keys(manifest).filter((key) => /adyen/i.test(manifest[key]?.file ?? ''));
  const startup = new Set<string>();
  const addStartup = (key: string) => {
    if (startup.has(key)) return;
    startup.add(key);
    for (const child of manifest[key]?.imports ?? []) addStartup(child);
  };
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) addStartup(key);
  const reaches = new Map<string, boolean>();
  const reachesSdk = (key: string, seen: Set<string>): boolean => {
    const known = reaches.get(key);
    if (known !== undefined) return known;
    if (sdkKeys.includes(key)) return true;
    if (seen.has(key) || startup.has(key)) return false;
    seen.add(key);
    const chunk = manifest[key];
    const next = [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])];
    const result = next.some((child) => reachesSdk(child, seen));
    reaches.set(key, result);
    return result;
  };
  const reachableFrom = Object.keys(manifest)
    .filter((key) => screenOf(key) !== null && reachesSdk(key, new Set()))
    .map((key) => screenOf(key) ?? key)
    .sort();
  const sizes = sdkKeys
    .map((key) => builtSizes(join(distDir, manifest[key]?.file ?? '')))
    .reduce(addSizes, noBytes);
  return { sizes, reachableFrom };
}
