import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';

/**
 * The reference data benchmarks read (docs/benchmarking.md): the continent of a country (the "region" rung
 * of the widening ladder) and its map point from country-geo.json, the NACE section names from
 * nace-rev2.json, the country names from iso-3166-1.json. Read once.
 */
export interface BenchmarkReference {
  regionOf(country: string): string | null;
  regionName(region: string | null): string | null;
  pointOf(country: string | null): { lat: number; lon: number } | null;
  countryName(country: string | null): string | null;
  sectionLabel(section: string | null): string | null;
  /** The files and versions read, for "how it was made". */
  files: string[];
}

interface CountryGeo {
  version: string;
  regions: Record<string, string>;
  countries: Array<{ code: string; region: string | null; lat: number | null; lon: number | null }>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(referenceFilePath(file), 'utf8')) as T;

let cached: BenchmarkReference | null = null;

export function benchmarkReference(): BenchmarkReference {
  if (cached) return cached;
  const geo = read<CountryGeo>('product/country-geo.json');
  const nace = read<{ sections: Array<{ value: string; label: string }> }>('product/nace-rev2.json');
  const iso = read<{ values: Array<{ value: string; label: string }> }>('product/iso-3166-1.json');
  const countries = new Map(geo.countries.map((c) => [c.code, c]));
  const names = new Map(iso.values.map((c) => [c.value, c.label]));
  const sections = new Map(nace.sections.map((s) => [s.value, s.label]));
  cached = {
    regionOf: (country) => countries.get(country)?.region ?? null,
    regionName: (region) => (region ? (geo.regions[region] ?? region) : null),
    pointOf: (country) => {
      const c = country ? countries.get(country) : undefined;
      return c && c.lat !== null && c.lon !== null ? { lat: c.lat, lon: c.lon } : null;
    },
    countryName: (country) => (country ? (names.get(country) ?? country) : null),
    sectionLabel: (section) => (section ? (sections.get(section) ?? section) : null),
    files: [
      `Country regions ${geo.version.replace(/^country-geo-/, '')}`,
      'NACE Rev. 2 sections',
      'ISO 3166-1 country names',
    ],
  };
  return cached;
}
