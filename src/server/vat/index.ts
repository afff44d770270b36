import type { Config } from '../config';
import { VatIdChecker } from './vat-id-checker';
import { RestVies } from './vies-rest';
import { SandboxVies } from './vies-sandbox';

/** The VAT id checker `VAT_ID_CHECK` names: the local sandbox (default) or VIES' REST API. */
export function createVatIdChecker(config: Pick<Config, 'vatIdCheck'>): VatIdChecker {
  const { vatIdCheck } = config;
  const vies = vatIdCheck.kind === 'vies' ? new RestVies({ baseUrl: vatIdCheck.baseUrl }) : new SandboxVies();
  return new VatIdChecker(vies, vatIdCheck.timeoutMs);
}
