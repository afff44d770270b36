import { product, t } from '../builders';
import { contractTransferCategory } from '../categories';
import { ProductId as P } from '../ids';
import type { SeedContractTransfer, SeedProduct } from '../types';

/**
 * The contract-transfer product (type `transfer`), added by `/contract-transfer/{transferId}`.
 * Its `transfer_id` field has the rule `exists`, answered by `fieldOptionExists` (exists.ts)
 * against `contractTransfers` below.
 */
export const transferProducts: SeedProduct[] = [
  product({
    id: P.transfer,
    type: 'transfer',
    category: contractTransferCategory,
    name: t('Vertragsübernahme', 'Contract transfer'),
    tagline: t('Einen bestehenden Vertrag übernehmen', 'Take over an existing contract'),
    description: t(
      'Sie übernehmen einen bestehenden Vertrag mit allen Leistungen.',
      'You take over an existing contract with all its services.',
    ),
    order: 1,
    qty_max: 1,
    external_product_id: 'contract-transfer',
    maturities: [
      { months: 1, price: 0, setup: 19, default: true, intervals: [{ months: 1, default: true }] },
    ],
    fields: [
      {
        key: 'transfer_id',
        component: 'text',
        rules: 'required|string|alpha_num|min:8|max:16|exists',
        label: t('Übernahme-ID', 'Transfer ID'),
        headline: t('Welchen Vertrag übernehmen Sie?', 'Which contract are you taking over?'),
      },
    ],
  }),
];

/** Transfer ids that exist in the sandbox (anything else fails the field's `exists` rule). */
export const contractTransfers: SeedContractTransfer[] = [
  { transfer_id: 'TRF2024A1', product_id: P.webhostingM, holder: 'Erika Mustermann' },
  { transfer_id: 'TRF2024B2', product_id: P.webhostingL, holder: 'Muster GmbH' },
  { transfer_id: 'TRF2025C3', product_id: P.cloudLinuxS, holder: 'Max Mustermann' },
];
