import { resolve } from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  /** Brand slug that overrides host-based brand resolution (development). */
  BRAND: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Days a visitor session lives without activity. */
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  STATIC_DIR: z.string().default('./dist/web'),
  /** Origin visitors use, e.g. https://shop.example; https turns on HSTS and Secure cookies. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Domain availability: the seeded local sandbox registry, or RDAP (see src/server/domains/registry). */
  REGISTRY: z.enum(['local', 'rdap']).default('local'),
  /** RDAP service asked when REGISTRY=rdap; the default is the public bootstrap redirector. */
  RDAP_BASE_URL: z.string().url().default('https://rdap.org'),
  /** Time one RDAP lookup may take before the name is answered "unknown, try again" (status 9). */
  RDAP_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(3000),
});

export type RegistryConfig = { kind: 'local' } | { kind: 'rdap'; baseUrl: string; timeoutMs: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brandOverride: string | undefined;
  env: 'development' | 'production' | 'test';
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  sessionTtlMs: number;
  staticDir: string;
  /** Served to visitors over HTTPS (through a TLS proxy): HSTS, upgrade-insecure-requests, `__Host-` cookies. */
  httpsOnly: boolean;
  /** Which domain registry answers availability (REGISTRY, RDAP_BASE_URL, RDAP_TIMEOUT_MS). */
  registry: RegistryConfig;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    brandOverride: value.BRAND,
    env: value.NODE_ENV,
    logLevel: value.LOG_LEVEL,
    sessionTtlMs: value.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    staticDir: resolve(value.STATIC_DIR),
    httpsOnly: value.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    registry:
      value.REGISTRY === 'rdap'
        ? { kind: 'rdap', baseUrl: value.RDAP_BASE_URL, timeoutMs: value.RDAP_TIMEOUT_MS }
        : { kind: 'local' },
  };
}
