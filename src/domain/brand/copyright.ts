/**
 * Copyright line of the footer (checkout spec section 9): the years-on-the-market text is shown
 * only when the brand's copyright year lies before the current year.
 */
export interface CopyrightYears {
  /** The year printed after the owner, always the current year. */
  year: number;
  /** Full years since the copyright year, or null when there is nothing to show. */
  yearsOnMarket: number | null;
}

export function copyrightYears(copyrightYear: number, currentYear: number): CopyrightYears {
  const years = currentYear - copyrightYear;
  return { year: currentYear, yearsOnMarket: years > 0 ? years : null };
}
