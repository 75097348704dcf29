import { ATTRIBUTIONS, factorCountry, type EmissionFactor, type FactorSource } from './emission-factor';

/*
 * Location-based scope 2 for any country (ADR 0160): which grid factors a company in a country can use, and the one
 * the calculator takes by default. The GHG Protocol Scope 2 Guidance asks for the grid-average factor of the place
 * the electricity is consumed, preferring the most local and most recent figure:
 *
 * - the UK: DESNZ's UK electricity factor of the reporting year (the national factor that fits a UK inventory);
 * - the US: the EPA Hub's eGRID national average (total output), the subregions beside it;
 * - elsewhere: Ember's average intensity of the country (its latest year), else the IFI operating margin, which
 *   the IFI table names for PCAF accounting. The IFI combined margin for electricity consumption is offered too.
 *
 * Pure: the caller hands in the consumption grid factors of the country (categoryAccepts('PE', …)).
 */

const SOURCE_NAMES: Record<FactorSource, string> = {
  DESNZ: 'UK Government GHG Conversion Factors (DESNZ)',
  EPA: 'US EPA GHG Emission Factors Hub',
  IFI: 'IFI Harmonised Default Grid Emission Factors (UNFCCC)',
  Ember: 'Ember yearly electricity data, as compiled in co2.js',
};

/** Source, version, year and licence of a factor, in words (no file names): what a figure using it shows. */
export function factorProvenance(factor: EmissionFactor): string {
  return `${SOURCE_NAMES[factor.source]}, version ${factor.version}, figures for ${factor.year} · ${ATTRIBUTIONS[factor.source].licence}`;
}

export interface GridChoice {
  factor: EmissionFactor;
  label: string;
  provenance: string;
}

export interface GridChoices {
  country: string;
  countryName: string | null;
  defaultFactorId: string | null;
  reason: string;
  choices: GridChoice[];
}

const isOperatingMargin = (f: EmissionFactor) =>
  f.source === 'IFI' && /^Operating margin/i.test(f.variant ?? '');
const isUsAverage = (f: EmissionFactor) => f.source === 'EPA' && /^US Average/i.test(f.activity);

function label(factor: EmissionFactor): string {
  switch (factor.source) {
    case 'Ember':
      return `Ember average grid intensity, life-cycle (${factor.year})`;
    case 'IFI':
      return isOperatingMargin(factor)
        ? `IFI operating margin (${factor.year})`
        : `IFI combined margin for electricity consumption (${factor.year})`;
    case 'DESNZ':
      return `DESNZ UK electricity, grid average (${factor.year})`;
    case 'EPA':
      return `EPA eGRID ${factor.activity}, total output (Hub ${factor.year})`;
  }
}

/** The DESNZ set for the reporting year: that year's, else the newest before it, else the oldest there is. */
function desnzFor(factors: readonly EmissionFactor[], year: number | null): EmissionFactor | null {
  if (factors.length === 0) return null;
  const byYear = [...factors].sort((a, b) => b.year - a.year);
  if (year === null) return byYear[0];
  return byYear.find((f) => f.year <= year) ?? byYear[byYear.length - 1];
}

/**
 * The grid factors of `country` (ISO alpha-2) among `factors` (consumption grid factors), the default first.
 * DESNZ keeps only its UK electricity factor per kWh of the reporting year; the EPA Hub only its total-output rates.
 */
export function gridChoices(
  country: string,
  factors: readonly EmissionFactor[],
  year: number | null,
): GridChoices {
  const own = factors.filter((f) => factorCountry(f) === country);
  const desnz = desnzFor(
    own.filter((f) => f.source === 'DESNZ' && f.sheet === 'UK electricity' && f.unit === 'kWh'),
    year,
  );
  const epa = own.filter((f) => f.source === 'EPA' && /total output/i.test(f.variant ?? ''));
  const ember = own.filter((f) => f.source === 'Ember').sort((a, b) => b.year - a.year)[0] ?? null;
  const ifi = own
    .filter((f) => f.source === 'IFI')
    .sort((a, b) => Number(isOperatingMargin(b)) - Number(isOperatingMargin(a)));
  const usAverage = epa.find(isUsAverage) ?? null;
  const name = ember?.labels.Country ?? ifi[0]?.labels.Country ?? null;

  let chosen: EmissionFactor | null;
  let reason: string;
  const place = name ?? country;
  if (desnz) {
    chosen = desnz;
    reason = `The UK's own grid average: DESNZ publishes a location-based factor for UK electricity every year; this is the ${desnz.year} set${year !== null && desnz.year !== year ? ` (none is imported for ${year})` : ''}.`;
  } else if (usAverage) {
    chosen = usAverage;
    reason = `The US national average of the EPA's eGRID (Emission Factors Hub ${usAverage.year}); choose the eGRID subregion of your sites where you know it.`;
  } else if (ember) {
    chosen = ember;
    reason = `Ember's average intensity of the grid of ${place} in ${ember.year}: the average of all generation, which location-based scope 2 asks for (GHG Protocol Scope 2 Guidance). The IFI operating margin is the alternative the IFI table names for PCAF accounting.`;
  } else if (ifi.length) {
    chosen = ifi[0];
    reason = `Ember has no figure for ${place}: the IFI operating margin (${ifi[0].year}), the factor the IFI table names for PCAF accounting.`;
  } else {
    chosen = null;
    reason = `No bundled grid factor covers ${place}; pick a factor from the library or enter your supplier's factor.`;
  }

  const ordered = [
    ...(desnz ? [desnz] : []),
    ...(usAverage ? [usAverage] : []),
    ...(ember ? [ember] : []),
    ...ifi,
    ...epa.filter((f) => f !== usAverage),
  ];
  const list = chosen ? [chosen, ...ordered.filter((f) => f !== chosen)] : ordered;
  return {
    country,
    countryName: name,
    defaultFactorId: chosen?.id ?? null,
    reason,
    choices: list.map((factor) => ({ factor, label: label(factor), provenance: factorProvenance(factor) })),
  };
}
