import { Inject, Injectable } from '@nestjs/common';
import type { EmissionFactorQuery, EmissionFactorView, FactorLibraryView } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { categoriesOf, categoryAccepts } from '../domain/carbon/categories';
import { ATTRIBUTIONS, factorCountry, type EmissionFactor } from '../domain/factors/emission-factor';
import { gridChoices, type GridChoices } from '../domain/factors/grid-choices';
import {
  EMISSION_FACTORS,
  FACTOR_LIBRARIES,
  type EmissionFactorDoc,
  type FactorLibraryDoc,
} from '../infrastructure/factor-library';

interface Loaded {
  signature: string;
  factors: EmissionFactor[];
  haystacks: string[];
}

export function presentFactor(factor: EmissionFactor): EmissionFactorView {
  return {
    id: factor.id,
    libraryId: factor.libraryId,
    source: factor.source,
    year: factor.year,
    version: factor.version,
    sheet: factor.sheet,
    sheetVersion: factor.sheetVersion,
    scope: factor.scope,
    category: factor.category,
    activity: factor.activity,
    labels: factor.labels,
    variant: factor.variant,
    name: factor.name,
    unit: factor.unit,
    kgCO2e: factor.kgCO2e,
    gases: factor.gases,
    published: factor.published,
    row: factor.row,
    column: factor.column,
    note: factor.note,
    calculatorCategories: categoriesOf(factor),
    attribution: ATTRIBUTIONS[factor.source].text,
    country: factorCountry(factor),
  };
}

export function presentLibrary(library: FactorLibraryDoc): FactorLibraryView {
  const {
    id,
    source,
    year,
    version,
    title,
    fileName,
    sha256,
    bytes,
    importedAt,
    importedBy,
    factorCount,
    sheets,
    gwp,
    attribution,
  } = library;
  return {
    id,
    source,
    year,
    version,
    title,
    fileName,
    sha256,
    bytes,
    importedAt,
    importedBy,
    factorCount,
    sheets,
    gwp,
    attribution,
  };
}

/**
 * The library as the screens search it: every factor of every imported version, held in memory and
 * reloaded when the set of libraries changes (an upload, or the command line in another process).
 * A few thousand factors: a text search over them is quicker than any index round trip.
 */
@Injectable()
export class FactorCatalogue {
  private loaded: Loaded | null = null;

  constructor(@Inject(STORE) private readonly store: Store) {}

  async libraries(): Promise<FactorLibraryDoc[]> {
    return this.store.find<FactorLibraryDoc>(
      FACTOR_LIBRARIES,
      {},
      {
        sort: [
          ['source', 'asc'],
          ['year', 'desc'],
          ['version', 'desc'],
        ],
      },
    );
  }

  private async all(): Promise<Loaded> {
    const libraries = await this.libraries();
    const signature = libraries.map((l) => l.sha256).join(',');
    if (this.loaded?.signature === signature) return this.loaded;
    const order = new Map(libraries.map((l, i) => [l.id, i]));
    const factors = (await this.store.find<EmissionFactorDoc>(EMISSION_FACTORS)).sort(
      (a, b) =>
        // Each sheet's factors together, in the workbook's row order (not every sheet's row 17 first).
        (order.get(a.libraryId) ?? 0) - (order.get(b.libraryId) ?? 0) ||
        a.sheet.localeCompare(b.sheet) ||
        a.row - b.row ||
        a.column - b.column,
    );
    const haystacks = factors.map((f) => `${f.category} ${f.name} ${f.unit} ${f.id}`.toLowerCase());
    this.loaded = { signature, factors, haystacks };
    return this.loaded;
  }

  async search(query: EmissionFactorQuery): Promise<{ items: EmissionFactor[]; total: number }> {
    const { factors, haystacks } = await this.all();
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matches: EmissionFactor[] = [];
    factors.forEach((factor, i) => {
      if (query.source && factor.source !== query.source) return;
      if (query.year && factor.year !== query.year) return;
      if (query.scope && factor.scope !== query.scope) return;
      if (query.libraryId && factor.libraryId !== query.libraryId) return;
      if (query.category && !categoryAccepts(query.category, factor)) return;
      if (query.country && factorCountry(factor) !== query.country) return;
      if (words.some((word) => !haystacks[i].includes(word))) return;
      matches.push(factor);
    });
    const start = (query.page - 1) * query.perPage;
    return { items: matches.slice(start, start + query.perPage), total: matches.length };
  }

  /** The countries with a grid factor for purchased electricity, by name (the grid sources' names). */
  async gridCountries(): Promise<Array<{ country: string; name: string }>> {
    const { factors } = await this.all();
    const names = new Map<string, string>();
    for (const f of factors) {
      const country = factorCountry(f);
      if (!country || !categoryAccepts('PE', f)) continue;
      const name = f.labels.Country;
      // Ember's and the IFI's names ("Denmark") win over DESNZ's and the EPA's ("Electricity: UK").
      if (name && (f.source === 'Ember' || f.source === 'IFI') && !names.has(country))
        names.set(country, name);
    }
    return [...names]
      .map(([country, name]) => ({ country, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }

  /** The grid factors a company in `country` can use for purchased electricity, the default first (ADR 0160). */
  async gridChoices(country: string, year: number | null): Promise<GridChoices> {
    const { factors } = await this.all();
    return gridChoices(
      country,
      factors.filter((f) => factorCountry(f) === country && categoryAccepts('PE', f)),
      year,
    );
  }

  /** The factors named by id, straight from the store (a calculation must see exactly what is stored). */
  async byIds(ids: readonly string[]): Promise<Map<string, EmissionFactor>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const found = await this.store.find<EmissionFactorDoc>(EMISSION_FACTORS, { id: { in: unique } });
    return new Map(found.map((f) => [f.id, f]));
  }
}
