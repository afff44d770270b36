import type { AddonGroup, AddonGroupRule, Product, ProductAddonLink } from '@contract/catalogue';

export const findAddonLink = (product: Product, addonId: number): ProductAddonLink | undefined =>
  product.addons.find((link) => link.addon_id === addonId);

export const linkHasRule = (link: ProductAddonLink, rule: AddonGroupRule): boolean =>
  link.groups.some((group) => group.rules.includes(rule));

export const groupsWithRule = (link: ProductAddonLink, rule: AddonGroupRule): AddonGroup[] =>
  link.groups.filter((group) => group.rules.includes(rule));

/** Addon ids of the product's links that belong to the group with this id. */
export const groupMemberIds = (product: Product, groupId: number): number[] =>
  product.addons
    .filter((link) => link.groups.some((group) => group.id === groupId))
    .map((link) => link.addon_id);

/** Other addons sharing a group that carries `rule` with the addon (e.g. mutually exclusive rivals). */
export function partnersByRule(product: Product, addonId: number, rule: AddonGroupRule): number[] {
  const link = findAddonLink(product, addonId);
  if (!link) return [];
  const partners = groupsWithRule(link, rule).flatMap((group) => groupMemberIds(product, group.id));
  return [...new Set(partners)].filter((id) => id !== addonId);
}

/** The addon and everything it pulls in through mutually inclusive groups, transitively. */
export function inclusiveClosure(product: Product, addonId: number): number[] {
  const seen = new Set<number>([addonId]);
  const queue = [addonId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const partner of partnersByRule(product, next, 'mutually_inclusive')) {
      if (seen.has(partner)) continue;
      seen.add(partner);
      queue.push(partner);
    }
  }
  return [...seen];
}

export const isNonRemovable = (product: Product, addonId: number): boolean => {
  const link = findAddonLink(product, addonId);
  return link ? linkHasRule(link, 'non_removable') : false;
};
