import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dependency rule of DESIGN.md is biome's `noRestrictedImports` (biome.json). Probe files are
 * written into the layers and linted with the project's configuration: each forbidden import fails
 * the linter with its rule's message, and the same files without it pass.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

const probes = [
  {
    layer: 'machines, a web module by alias',
    file: 'machines/layer-rule-probe-web.ts',
    forbidden: "import { router } from '@web/app/router';",
    message: 'machines may import only xstate',
  },
  {
    layer: 'machines, a server module by alias',
    file: 'machines/layer-rule-probe-server.ts',
    forbidden: "import { loadConfig } from '@server/config';",
    message: 'machines may import only xstate',
  },
  {
    layer: 'src/domain, a machine by alias',
    file: 'src/domain/layer-rule-probe.ts',
    forbidden: "import { cartMachine } from '@machines/cart/cart.machine';",
    message: 'src/domain holds pure rules',
  },
  {
    layer: 'src/server, a web module by alias',
    file: 'src/server/layer-rule-probe.ts',
    forbidden: "import { catalogues } from '@web/i18n/catalogues';",
    message: 'src/server may import src/domain and src/contract',
  },
  {
    layer: "a screen, another screen's part by alias",
    file: 'src/web/screens/cart/layer-rule-probe-alias.ts',
    forbidden: "import { CheckoutHeading } from '@web/screens/checkout/CheckoutHeading';",
    message: "A screen does not import another screen's internals",
  },
  {
    layer: "a screen, another screen's part by relative path",
    file: 'src/web/screens/cart/layer-rule-probe-relative.ts',
    forbidden: "import { CheckoutHeading } from '../checkout/CheckoutHeading';",
    message: "A screen does not import another screen's internals",
  },
] as const;

const plain = 'export const probe = 1;\n';

/** Writes every probe with `source(probe)` and lints them in one run; the messages by probe file. */
function lintProbes(source: (probe: (typeof probes)[number]) => string): Map<string, string[]> {
  for (const probe of probes) writeFileSync(join(root, probe.file), source(probe));
  const run = spawnSync(biome, ['lint', '--reporter=github', ...probes.map((probe) => probe.file)], {
    cwd: root,
    encoding: 'utf8',
  });
  const found = new Map<string, string[]>();
  for (const line of `${run.stdout}`.split('\n')) {
    const match = /^::error [^:]*file=([^,]+),.*?::(.*)$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const file = match[1].startsWith(root) ? match[1].slice(root.length).replace(/^\//, '') : match[1];
    found.set(file, [...(found.get(file) ?? []), match[2]]);
  }
  return found;
}

afterAll(() => {
  for (const probe of probes) rmSync(join(root, probe.file), { force: true });
});

describe('the layer rule in biome.json', () => {
  const withImports = lintProbes(
    (probe) => `${probe.forbidden}\n\nexport const probe = [${importedName(probe)}];\n`,
  );
  const withoutImports = lintProbes(() => plain);

  it.each(probes)('fails the linter on a forbidden import in $layer', (probe) => {
    expect(withImports.get(probe.file) ?? []).toEqual([expect.stringContaining(probe.message)]);
  });

  it.each(probes)('passes the same file without the import ($layer)', (probe) => {
    expect(withoutImports.get(probe.file) ?? []).toEqual([]);
  });
});

function importedName(probe: (typeof probes)[number]): string {
  return /import \{ (\w+) \}/.exec(probe.forbidden)?.[1] ?? '';
}
