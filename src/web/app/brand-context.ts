import type { Brand } from '@contract/brand';
import { createContext, useContext } from 'react';

/** The current brand, loaded once by the session gate before anything else renders. */
export const BrandContext = createContext<Brand | null>(null);

export function useCurrentBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useCurrentBrand() needs the BrandContext provider (SessionGate).');
  return brand;
}
