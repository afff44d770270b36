import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { LocalRegistry } from './local';
import { RdapRegistry } from './rdap';
import type { DomainRegistry } from './types';

export { LocalRegistry } from './local';
export { type RdapOptions, RdapRegistry } from './rdap';
export type { DomainRegistry, RegistryAnswer } from './types';

/** The registry `REGISTRY` names: the local sandbox (default) or RDAP at `RDAP_BASE_URL`. */
export function createRegistry(config: Pick<Config, 'registry'>, db: Database): DomainRegistry {
  const { registry } = config;
  return registry.kind === 'rdap'
    ? new RdapRegistry({ baseUrl: registry.baseUrl, timeoutMs: registry.timeoutMs })
    : new LocalRegistry(db);
}
