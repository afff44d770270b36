import { addonGroups as g } from '../addons';
import { type FieldSpec, info, type LinkSpec, type MaturitySpec, product, t } from '../builders';
import { cloudCategory } from '../categories';
import { ProductId as P } from '../ids';
import type { SeedProduct } from '../types';

/** Image options of the spec (section 9): AlmaLinux 8/9, CentOS 9, Debian 10/11, Ubuntu 20.04/22.04. */
export const LINUX_DISTROS = [
  'almalinux-8',
  'almalinux-9',
  'centos-9',
  'debian-10',
  'debian-11',
  'ubuntu-20.04',
  'ubuntu-22.04',
] as const;

/** Windows Server 2019 and 2022, core or gui, English or German. */
export const WINDOWS_VERSIONS = ['2019', '2022'].flatMap((year) =>
  ['core', 'gui'].flatMap((edition) =>
    ['en', 'de'].map((language) => `windows-${year}-${edition}-${language}`),
  ),
);

const cloudTerms = (monthly: number, setup: number): MaturitySpec[] => [
  { months: 1, price: monthly, setup, intervals: [1] },
  { months: 12, price: round(monthly * 0.9), default: true, intervals: [{ months: 1, default: true }, 12] },
  { months: 24, price: round(monthly * 0.8), intervals: [1, 12] },
];
const round = (euros: number) => Math.round(euros * 100) / 100;

const accessFields = (osField: FieldSpec): FieldSpec[] => [
  osField,
  {
    key: 'hostname',
    component: 'text',
    rules: 'required|string|alpha_dash|min:3|max:63',
    label: t('Hostname', 'Host name'),
  },
  {
    key: 'root_password',
    component: 'password',
    rules: 'required|string|min:8|max:64|secure_password',
    label: t('Administrator-Passwort', 'Administrator password'),
  },
  {
    key: 'root_password_confirmation',
    component: 'password',
    rules: 'required|string|sameAs:root_password',
    label: t('Passwort wiederholen', 'Repeat password'),
  },
  {
    key: 'ssh_allowed_ipv4',
    component: 'text',
    rules: 'string|ipv4',
    label: t('Zugriff nur von dieser IPv4-Adresse', 'Allow access only from this IPv4 address'),
    postponed: true,
  },
  {
    key: 'ssh_allowed_ipv6',
    component: 'text',
    rules: 'string|ipv6',
    label: t('Zugriff nur von dieser IPv6-Adresse', 'Allow access only from this IPv6 address'),
    postponed: true,
  },
];

const linuxField: FieldSpec = {
  key: 'linux_distro',
  component: 'cloudvps_linux_distro_select',
  rules: `required|string|in:${LINUX_DISTROS.join(',')}`,
  label: t('Betriebssystem', 'Operating system'),
  headline: t('Ihr Server', 'Your server'),
};

const windowsField: FieldSpec = {
  key: 'windows_version',
  component: 'cloudvps_windows_version_select',
  rules: `required|string|in:${WINDOWS_VERSIONS.join(',')}`,
  label: t('Windows-Version', 'Windows version'),
  headline: t('Ihr Windows-Server', 'Your Windows server'),
};

const cloudLinks: LinkSpec[] = [
  { addon: P.ipv4Single, groups: [g.ipv4Modules] },
  { addon: P.ipv4Block, groups: [g.ipv4Modules] },
  { addon: P.snapshots, recommended: 1 },
  { addon: P.managedService, recommended: 2 },
  { addon: P.cloudStorage100, groups: [g.cloudStorageVariants] },
  { addon: P.cloudStorage250, groups: [g.cloudStorageVariants] },
  { addon: P.serverSetup, promoted: 1 },
  { addon: P.firewall, groups: [g.includedFirewall] },
];

const specs = (cpu: string, ram: string, disk: string) => [
  info(t('vCPU', 'vCPU'), t(cpu, cpu)),
  info(t('Arbeitsspeicher', 'Memory'), t(ram, ram)),
  info(t('SSD-Speicher', 'SSD storage'), t(disk, disk)),
];

export const cloudProducts: SeedProduct[] = [
  product({
    id: P.cloudLinuxS,
    type: 'cloudserver',
    category: cloudCategory,
    name: t('Cloud VPS Linux S', 'Cloud VPS Linux S'),
    tagline: t('Einstieg in die Cloud', 'Your entry into the cloud'),
    order: 1,
    external_product_id: 'vps-linux-s',
    additionalinformations: specs('2', '4 GB', '80 GB'),
    maturities: cloudTerms(6.99, 9.99),
    fields: accessFields(linuxField),
    links: cloudLinks,
  }),
  product({
    id: P.cloudLinuxM,
    type: 'cloudserver',
    category: cloudCategory,
    name: t('Cloud VPS Linux M', 'Cloud VPS Linux M'),
    tagline: t('Für Anwendungen mit Last', 'For applications under load'),
    order: 2,
    is_highlight: true,
    external_product_id: 'vps-linux-m',
    additionalinformations: specs('4', '8 GB', '160 GB'),
    maturities: cloudTerms(12.99, 9.99),
    fields: [
      ...accessFields(linuxField),
      {
        key: 'backup_retention_days',
        component: 'text',
        rules: 'integer|min:1|max:30',
        label: t('Aufbewahrung der Backups (Tage)', 'Backup retention (days)'),
        postponed: true,
      },
    ],
    links: cloudLinks,
  }),
  product({
    id: P.cloudWindows,
    type: 'cloudserver',
    category: cloudCategory,
    name: t('Cloud VPS Windows', 'Cloud VPS Windows'),
    tagline: t('Windows Server inklusive Lizenz', 'Windows Server licence included'),
    order: 3,
    external_product_id: 'vps-windows',
    sms_validation: 'true',
    attributes: { mca_agreement: 'true', eult_agreement: 'true' },
    additionalinformations: specs('4', '16 GB', '200 GB'),
    maturities: cloudTerms(24.99, 19.99),
    fields: accessFields(windowsField),
    links: [...cloudLinks, { addon: P.rdsLicence, groups: [g.rdsLicence] }],
  }),
  product({
    id: P.cloudCluster,
    type: 'cloudserver',
    category: cloudCategory,
    name: t('Cloud Cluster Enterprise', 'Cloud Cluster Enterprise'),
    tagline: t('Hochverfügbar auf drei Rechenzentren verteilt', 'Highly available across three data centres'),
    order: 4,
    external_product_id: 'cloud-cluster',
    additionalinformations: specs('64', '512 GB', '8 TB'),
    maturities: cloudTerms(1399, 1499),
    fields: accessFields(linuxField),
    links: cloudLinks,
  }),
];
