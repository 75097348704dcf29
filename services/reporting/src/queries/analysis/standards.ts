import { STANDARD_CATALOGUE } from '@esg/contracts';

/** The name of a standard (spec 3: 1 ESG, 2 TCFD, 8 SFDR …) as the analysis screens write it. */
export const standardNameOf = (id: number): string =>
  STANDARD_CATALOGUE.find((s) => s.id === id)?.name ?? `Standard ${id}`;
