import type { FrameworkMetric, FrameworkSection } from '@esg/contracts';
import { codesOf, metricsOf, sectionsFor } from '../src/domain/esg/framework';
import { checkValue } from '../src/domain/esg/value-rules';
import { sha256 } from '../src/reference/frameworks';
import { loadReferenceData, readReferenceFiles, type ReferenceData } from '../src/reference/reference-data';
import { ReferenceDataError, type MetricSeed } from '../src/reference/reference-types';
import { buildVsme, type VsmeProductFile } from '../src/reference/vsme.importer';

/**
 * Framework 15, VSME, generated from EFRAG's taxonomy (issue 25). Expectations are read by hand
 * from sources/vsme/vsme-taxonomy-2026-05-01.json (roles, hypercubes, labels, references) and
 * product/vsme.json.
 */
let data: ReferenceData;
beforeAll(async () => {
  data = await loadReferenceData();
});

const vsme = () => data.frameworks.find((f) => f.standardId === 15)!;
const nodeOf = (code: string): { metric: FrameworkMetric; path: FrameworkSection[] } => {
  const found = [...metricsOf(vsme().sections)].find((m) => m.metric.code === code);
  if (!found) throw new Error(`no ${code} in VSME`);
  return found;
};
const metric = (code: string) => {
  const found = data.metrics.get(code);
  if (!found) throw new Error(`no metric ${code}`);
  return { ...found, frameworkRefs: [], crossChecks: [] };
};

describe('VSME, generated from the taxonomy', () => {
  it('is framework 15 "VSME", versioned by the taxonomy date, with the Basic and the optional Comprehensive Module', () => {
    expect(vsme()).toMatchObject({
      standardId: 15,
      name: 'VSME',
      version: '2026-05-01',
      source: {
        kind: 'reference',
        files: ['sources/vsme/vsme-taxonomy-2026-05-01.json', 'product/vsme.json'],
        publishedVersion: 'https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd',
      },
      modules: [
        { id: 'basic', label: 'Basic Module', optional: false },
        { id: 'comprehensive', label: 'Comprehensive Module', optional: true },
      ],
    });
  });

  it('groups the disclosures as the Digital Template does: General, Environmental, Social, Governance', () => {
    const pillars = vsme().sections;
    expect(pillars.map((p) => p.title)).toEqual([
      'General information',
      'Environmental',
      'Social',
      'Governance',
    ]);
    const refs = pillars.map((p) => p.sections.map((d) => d.ref));
    expect(refs).toEqual([
      [null, 'B1', 'B2', 'C1', 'C2'],
      ['B3', 'B4', 'B5', 'B6', 'B7', 'C3', 'C4', null],
      ['B8', 'B9', 'B10', 'C5', 'C6', 'C7', null],
      ['B11', 'C8', 'C9', null],
    ]);
    const b3 = pillars[1].sections[0];
    // The disclosure's title is the label of the taxonomy's member vsme:B3-EnergyAndGreenhouseGasEmissionsMember.
    expect(b3).toMatchObject({
      kind: 'disclosure',
      title: 'Energy and greenhouse gas emissions',
      condition: null,
    });
    expect(b3.sections.map((s) => [s.ref, s.title])).toEqual([
      ['1080', 'Total Energy Consumption'],
      ['1090', 'Breakdown of energy consumption'],
      ['1100', 'Estimated Greenhouse Gas Emissions'],
      ['1110', 'Greenhouse Gas Emissions intensity'],
    ]);
    const c3 = pillars[1].sections[5];
    expect(c3).toMatchObject({ ref: 'C3', condition: { kind: 'module', in: ['comprehensive'] } });
  });

  it('asks the dictionary metric where a datapoint means one, so the answer serves PAI, EDCI and the benchmarks', () => {
    expect(nodeOf('ghg.scope1').metric).toMatchObject({
      ref: 'B3 §30',
      label: 'Gross Scope 1 greenhouse gas emissions',
      required: true,
      xbrl: { concept: 'vsme:GrossScope1GreenhouseGasEmissions', dimensions: {}, periodYearFrom: null },
    });
    expect(nodeOf('company.revenue').metric).toMatchObject({
      ref: 'B1 §24(e)(iv)',
      xbrl: { concept: 'vsme:Turnover', dimensions: {} },
    });
    expect(nodeOf('soc.gender_pay_gap').metric.xbrl?.concept).toBe(
      'vsme:PercentageGapInPayBetweenFemaleAndMaleEmployees',
    );
    // 20 datapoints mean a dictionary metric; none of them gets a vsme.* code of its own.
    const mapped = data.vsme.datapoints.filter((d) => d.dictionaryCode);
    expect(mapped).toHaveLength(20);
    expect(data.metrics.has('vsme.gross_scope1_greenhouse_gas_emissions')).toBe(false);
  });

  it('makes one datapoint per member of a short dimension, and reports the default member without one', () => {
    expect(nodeOf('vsme.energy_consumption_from_electricity').metric.xbrl).toEqual({
      concept: 'vsme:EnergyConsumptionFromElectricity',
      dimensions: {},
      periodYearFrom: null,
    });
    expect(nodeOf('vsme.energy_consumption_from_electricity.renewable_energy').metric).toMatchObject({
      label: 'Energy consumption from electricity — Renewable energy',
      xbrl: {
        concept: 'vsme:EnergyConsumptionFromElectricity',
        dimensions: { 'vsme:BreakdownOfEnergyConsumptionAxis': 'vsme:RenewableEnergyMember' },
      },
    });
    // GHG baseline and target values report the year the C3 datapoints name.
    expect(nodeOf('vsme.gross_scope1_greenhouse_gas_emissions.baseline_year').metric.xbrl).toEqual({
      concept: 'vsme:GrossScope1GreenhouseGasEmissions',
      dimensions: { 'vsme:ReportingScopesAxis': 'vsme:BaselineYearMember' },
      periodYearFrom: 'vsme.greenhouse_gas_emission_reduction_target_base_year',
    });
    expect(metric('vsme.energy_consumption_from_electricity.renewable_energy')).toMatchObject({
      type: 'number',
      unit: 'MWh',
      acceptedUnits: ['MWh', 'kWh', 'GWh'],
      min: 0,
    });
  });

  it('makes a table of a typed dimension or a long list of members: sites, pollutants, countries, waste', () => {
    const pollutants = metric('vsme.amount_of_emissions');
    expect(pollutants.type).toBe('table');
    expect(pollutants.table?.key).toMatchObject({ kind: 'member', concept: 'vsme:TypeOfPollutantAxis' });
    // 95 members in role-113, less the dimension default vsme:TypeOfPollutantMember.
    expect(pollutants.table?.key.allowedValues).toHaveLength(94);
    expect(pollutants.table?.key.allowedValues?.[0]).toEqual({
      value: 'vsme:AlachlorMember',
      label: 'Alachlor',
    });
    expect(pollutants.table?.columns.map((c) => [c.id, c.type, c.unit])).toEqual([
      ['amount_of_emission_to_air', 'number', 't'],
      ['amount_of_emission_to_water', 'number', 't'],
      ['amount_of_emission_to_soil', 'number', 't'],
    ]);
    const sites = metric('vsme.list_of_sites');
    expect(sites.table).toMatchObject({
      key: { kind: 'identifier', allowedValues: null, concept: 'vsme:IdentifierOfSiteTypedAxis' },
      maxRows: 100,
    });
    expect(sites.table?.columns.map((c) => c.concept)).toEqual([
      'vsme:AddressOfSite',
      'vsme:PostalCodeOfSite',
      'vsme:CityOfSite',
      'vsme:CountryOfSite',
      'vsme:GPSLocationOfSite',
    ]);
    expect(sites.table?.columns[3].allowedValues).toContainEqual({ value: 'country:IT', label: 'Italy' });
    // 257 members less vsme:AllCountriesMember, the default.
    expect(
      metric('vsme.number_of_employees_for_country_of_employment_contract').table?.key.allowedValues,
    ).toHaveLength(256);
    expect(nodeOf('vsme.list_of_sites').metric).toMatchObject({ required: true, ref: 'B1 §24(e)(vii)' });
  });

  it('takes drop-downs from the taxonomy domains and asks "if yes" and "if other" questions under their parent', () => {
    expect(metric('vsme.basis_for_preparation')).toMatchObject({
      type: 'choice',
      allowedValues: [
        { value: 'vsme:OptionABasicModuleOnlyMember', label: 'Option A (Basic Module only)' },
        {
          value: 'vsme:OptionBBasicModuleAndComprehensiveModuleMember',
          label: 'Option B (Basic Module and Comprehensive Module)',
        },
      ],
    });
    expect(metric('vsme.nace_sector_classification_codes').type).toBe('multi-choice');
    expect(nodeOf('vsme.other_undertakings_legal_form').metric.condition).toEqual({
      kind: 'answer',
      metricCode: 'vsme.undertakings_legal_form',
      in: ['vsme:OtherUndertakingsLegalFormMember'],
    });
    expect(nodeOf('vsme.url_or_link_to_the_publicly_available_disclosure').metric.condition).toEqual({
      kind: 'answer',
      metricCode: 'vsme.publicly_available_disclosure',
      in: [true],
    });
  });

  it('keeps every code a dictionary code of at most 100 characters, the long concept names shortened by a hash', () => {
    const codes = codesOf(vsme().sections);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/);
    for (const code of codes) expect(code.length).toBeLessThanOrEqual(100);
    expect(codes).toContain(
      'vsme.potential_adverse_effects_of_climate_risks_that_may_affect_its_financial_performance_8e30763d',
    );
  });

  it('asks the Comprehensive Module only of responses that include it', () => {
    const basic = codesOf(sectionsFor(vsme().sections, 'pc', []));
    const both = codesOf(sectionsFor(vsme().sections, 'pc', ['comprehensive']));
    expect(basic).toContain('ghg.scope1');
    expect(basic).not.toContain('soc.human_rights_policy');
    expect(both).toContain('soc.human_rights_policy');
    // C1 4, C2 3, C3 21 (base and target years, 16 baseline / target emissions, actions, 2 transition
    // plan), C4 5, C5 3, C6 4, C7 6, C8 8, C9 1.
    expect(both.length - basic.length).toBe(55);
  });

  it('refuses a mapping whose data type does not fit the dictionary metric, naming the concept', () => {
    const files = readReferenceFiles();
    const product = JSON.parse(files.get('product/vsme.json')!.toString('utf8')) as VsmeProductFile;
    product.dictionary.mappings.push({ concept: 'vsme:NumberOfEmployees', code: 'company.revenue' });
    const dictionary = new Map<string, MetricSeed>(
      [...data.metrics].filter(([code]) => !code.startsWith('vsme.')),
    );
    expect(() =>
      buildVsme(files.get(product.taxonomy)!, data.vsme.converter, product, dictionary, 'sha', (t) =>
        sha256(t),
      ),
    ).toThrow(
      new ReferenceDataError(
        'product/vsme.json',
        'vsme:NumberOfEmployees',
        'dictionary mapping to company.revenue: a number in no unit does not fit a currency in EUR',
      ),
    );
  });
});

describe('table values', () => {
  const table = () => metric('vsme.amount_of_emissions');

  it('keeps the rows as entered and stores numbers in the column units', () => {
    const checked = checkValue(table(), {
      status: 'provided',
      value: [
        {
          key: 'Alachlor',
          cells: { amount_of_emission_to_air: 1200 },
          units: { amount_of_emission_to_air: 'kg' },
        },
        { key: 'vsme:AldrinMember', cells: { amount_of_emission_to_water: '3' } },
      ],
    });
    expect(checked.errors).toEqual([]);
    expect(checked.value).toEqual([
      { key: 'vsme:AlachlorMember', cells: { amount_of_emission_to_air: 1.2 } },
      { key: 'vsme:AldrinMember', cells: { amount_of_emission_to_water: 3 } },
    ]);
    expect(checked.rawValue).toEqual([
      {
        key: 'vsme:AlachlorMember',
        cells: { amount_of_emission_to_air: 1200 },
        units: { amount_of_emission_to_air: 'kg' },
      },
      {
        key: 'vsme:AldrinMember',
        cells: { amount_of_emission_to_water: 3 },
        units: { amount_of_emission_to_water: 't' },
      },
    ]);
  });

  it('refuses a key twice, a key not in the list, a bad cell and an unknown column, naming row and column', () => {
    const checked = checkValue(table(), {
      status: 'provided',
      value: [
        { key: 'Alachlor', cells: { amount_of_emission_to_air: -1 } },
        { key: 'vsme:AlachlorMember', cells: { amount_of_emission_to_air: 1 } },
        { key: 'Unobtainium', cells: { amount_of_emission_to_air: 1 } },
        { key: 'Aldrin', cells: { amount_of_emission_to_air: 'lots', colour: 'red' } },
      ],
    });
    expect(checked.errors.map((e) => [e.rule, e.limits.row ?? null])).toEqual([
      ['table.min', 1],
      ['table.duplicate', 2],
      ['table.key', 3],
      ['table.column', 4],
      ['table.type', 4],
    ]);
    expect(checked.errors[0].message).toBe(
      'vsme.amount_of_emissions (Amount of emissions, row Alachlor, Amount of emission to air): must be at least 0 t (got -1 t)',
    );
  });
});
