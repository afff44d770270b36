/**
 * Numeric ids of the demo seed, named so tests, the server and e2e scenarios can refer to them.
 *
 * Id scheme (unique per entity kind, derived by the builders):
 * - products: 1xx web hosting, 2xx cloud, 3xx SSL, 4xx domain, 5xx postal, 6xx transfer,
 *   8xx upsells, 10xx-14xx addons (by addon category);
 * - payment maturities: product id x 100 + n; payment intervals: maturity id x 10 + n;
 * - addon links: product id x 100 + n; additional fields: product id x 100 + n;
 * - addon groups: 1-99; TLDs: 3001+; TLD groups: 1-9; categories: 1-6 visible or hidden shop
 *   categories, 10-15 addon categories; countries: 1+.
 */
export const CategoryId = {
  webhosting: 1,
  cloud: 2,
  ssl: 3,
  domains: 4,
  postal: 5,
  contractTransfer: 6,
  webhostingAddons: 10,
  cloudAddons: 11,
  sslAddons: 12,
  nsa: 13,
  ppoa: 14,
  popularAddons: 15,
} as const;

export const ProductId = {
  webhostingS: 101,
  /** Upsells, variants, modules, every addon rule, required domain, free `de` and `com`. */
  webhostingM: 102,
  /** qty_max 2, required domain. */
  webhostingL: 103,
  /** is_hidden: not listed, reachable by `chooseProduct=104`. */
  webhostingClassic: 104,
  /** Retired: is_active false and hidden (carts holding it lose it on validation). */
  webhostingRetired: 105,
  cloudLinuxS: 201,
  cloudLinuxM: 202,
  /** mca and eult agreements, sms_validation. */
  cloudWindows: 203,
  /** Prices above 1,000 € a month (thousands separators). */
  cloudCluster: 204,
  /** Single fqdn field (field headline becomes the page title). */
  sslDv: 301,
  sslOv: 302,
  sslWildcard: 303,
  /** The only product of type `domain`: carries domain-only orders; hide_in_cart. */
  domain: 401,
  /** Only product of the postal category; hide_in_cart, qty_max 1; addons nsa and ppoa. */
  postal: 501,
  /** Type `transfer`, reached through `/contract-transfer/{transferId}`. */
  transfer: 601,
  upsellMail: 801,
  upsellSeo: 802,
  upsellSitebuilder: 803,
  // web hosting addons
  storage10: 1001,
  storage50: 1002,
  storage100: 1003,
  phpWorkers2: 1004,
  phpWorkers4: 1005,
  backupDaily: 1006,
  backupWeekly: 1007,
  dedicatedIp: 1008,
  sslForIp: 1009,
  ddosBasic: 1010,
  migration: 1011,
  premiumSupport: 1012,
  monitoringAgent: 1013,
  mailboxes10: 1014,
  spamFilter: 1015,
  officeLicence: 1016,
  expertSetup: 1017,
  // cloud addons
  ipv4Single: 1101,
  ipv4Block: 1102,
  snapshots: 1103,
  managedService: 1104,
  rdsLicence: 1105,
  cloudStorage100: 1106,
  cloudStorage250: 1107,
  serverSetup: 1108,
  firewall: 1109,
  // SSL addons
  siteSeal: 1201,
  warrantyUpgrade: 1202,
  expressValidation: 1203,
  // postal addons
  nsa: 1301,
  ppoa: 1401,
} as const;

export const AddonGroupId = {
  storageVariants: 1,
  phpWorkers: 2,
  backup: 3,
  sslWithIp: 4,
  includedProtection: 5,
  internal: 6,
  licences: 7,
  mailFilter: 8,
  ipv4Modules: 9,
  cloudStorageVariants: 10,
  includedFirewall: 11,
  rdsLicence: 12,
  postalAddress: 13,
  postalBundle: 14,
} as const;

export const TldGroupId = {
  popular: 1,
  europe: 2,
  generic: 3,
  newGtlds: 4,
  regional: 5,
} as const;

export const BrandId = { hostwerk: 1, cloudkontor: 2 } as const;
