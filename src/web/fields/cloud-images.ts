/**
 * Cloud server images of the spec (section 9) as the catalogue names them in the fields' `in:`
 * rules: `almalinux-8`, `ubuntu-22.04`, `windows-2022-core-de`, ...
 */
export const LINUX_IMAGES = [
  'almalinux-8',
  'almalinux-9',
  'centos-9',
  'debian-10',
  'debian-11',
  'ubuntu-20.04',
  'ubuntu-22.04',
] as const;

export const WINDOWS_IMAGES = ['2019', '2022'].flatMap((year) =>
  ['core', 'gui'].flatMap((edition) =>
    ['en', 'de'].map((language) => `windows-${year}-${edition}-${language}`),
  ),
);

const DISTRIBUTIONS: Readonly<Record<string, string>> = {
  almalinux: 'AlmaLinux',
  centos: 'CentOS',
  debian: 'Debian',
  ubuntu: 'Ubuntu',
};

/** `ubuntu-22.04` → `Ubuntu 22.04`; an unknown id is shown as it is. */
export function linuxImageName(id: string): string {
  const match = /^([a-z]+)-(.+)$/.exec(id);
  const name = match?.[1] ? DISTRIBUTIONS[match[1]] : undefined;
  return name && match?.[2] ? `${name} ${match[2]}` : id;
}

export interface WindowsImage {
  year: string;
  edition: 'core' | 'gui';
  language: 'en' | 'de';
}

/** `windows-2022-gui-de` → its year, edition and language; null for another id. */
export function readWindowsImage(id: string): WindowsImage | null {
  const match = /^windows-(\d{4})-(core|gui)-(en|de)$/.exec(id);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return {
    year: match[1],
    edition: match[2] as WindowsImage['edition'],
    language: match[3] as WindowsImage['language'],
  };
}
