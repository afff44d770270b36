import type { RouteTarget } from '@machines/shared/routes';

/**
 * The route target an area's snapshot asks for (product selection, postfill and domain lookup:
 * with params and query), or null where the area offers none or is still deciding.
 */
export type AreaTarget = (snapshot: unknown) => RouteTarget | null;

/** An area's snapshot, recognised by its machine id (`domainLookup`, `productSelection`). */
export function isSnapshotOf<T>(value: unknown, machineId: string): value is T {
  if (typeof value !== 'object' || value === null || !('machine' in value)) return false;
  const { machine } = value;
  return typeof machine === 'object' && machine !== null && 'id' in machine && machine.id === machineId;
}
