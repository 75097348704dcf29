import type { ResponseSection, TableRow } from '@esg/contracts';
import { sectionsFor } from '../src/domain/esg/framework';
import { vsmeNodesOf, vsmeTemplateChanges, type VsmeImport } from '../src/application/vsme-template-import';
import type { Company } from '../src/domain/company';
import { loadReferenceData, type ReferenceData } from '../src/reference/reference-data';
import { VsmeWorkbook } from '../src/spreadsheets/vsme-workbook';
import { inspectImportUpload } from '../src/uploads/inspect-upload';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { patchedSample, vsmeSample } from './vsme-fixtures';

/**
 * Import of EFRAG's VSME Digital Template (issue 25): read by defined name in every supported
 * version, the sample's values where the sample shows them (read by hand from its cells), bad cells
 * refused with sheet, cell and VSME paragraph, all or nothing.
 */
let data: ReferenceData;
beforeAll(async () => {
  data = await loadReferenceData();
});

async function read(
  book: Buffer,
  year: string,
  modules = ['comprehensive'],
  exchangeRate: number | null = null,
): Promise<VsmeImport> {
  const framework = data.frameworks.find((f) => f.standardId === 15)!;
  const nodes = vsmeNodesOf(sectionsFor(framework.sections, 'pc', modules), (code) => ({
    ...data.metrics.get(code)!,
    frameworkRefs: [],
    crossChecks: [],
  }));
  return vsmeTemplateChanges(await VsmeWorkbook.load(book), {
    vsme: data.vsme,
    nodes,
    period: { text: year, start: `${year}-01-01`, end: `${year}-12-31` },
    exchangeRate,
  });
}
const valueOf = (imported: VsmeImport, code: string) => imported.changes.find((c) => c.code === code);

describe('reading the Digital Template by defined name', () => {
  it.each([
    ['1.1.0', '2024', 106, 'E61'],
    ['1.1.1', '2024', 105, 'E327'],
    // 1.2.0 and 1.3.0 omit B6 as classified: its 4 datapoints come as not available.
    ['1.2.0', '2025', 111, 'E281'],
    ['1.3.0', '2026', 112, 'E283'],
  ] as const)(
    'reads the %s sample with no refusal, wherever its cells are',
    async (version, year, count, turnoverCell) => {
      const imported = await read(vsmeSample(version), year);
      expect(imported.rejected).toEqual([]);
      expect(imported.changes).toHaveLength(count);
      expect(imported.summary).toMatchObject({
        templateVersion: version,
        validation: { overall: 'COMPLETE' },
      });
      expect(valueOf(imported, 'company.revenue')?.place).toEqual({
        sheet: 'General Information',
        cell: turnoverCell,
        paragraph: 'B1 §24(e)(iv)',
      });
      // 1.1.0 names C2's accountable person by the concept's earlier name.
      expect(
        valueOf(imported, 'vsme.most_senior_level_accountable_for_implementation_of_policies'),
      ).toBeDefined();
    },
  );

  it("lands every value of EFRAG's 1.3.0 sample where the sample shows it", async () => {
    const imported = await read(vsmeSample('1.3.0'), '2026');
    const input = (code: string) => valueOf(imported, code)?.input;
    expect(imported.summary).toMatchObject({
      templateVersion: '1.3.0',
      taxonomy: 'https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd',
      entityName: 'Company XYZ',
      currency: 'EUR',
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      valuesRead: 118,
    });
    expect(imported.summary.validation.sections).toContainEqual({
      section: 'B6 - Water Withdrawal',
      status: 'CLASSIFIED OR SENSITIVE INFORMATION',
    });
    // General Information E282, E283, E284; Environmental G5, D22, D23; the % cells of Social D137, D150.
    expect(input('company.total_assets')).toMatchObject({ value: 60000, unit: 'EUR' });
    expect(input('company.revenue')).toMatchObject({ value: 23500, unit: 'EUR' });
    expect(input('vsme.number_of_employees')).toMatchObject({ value: 151 });
    expect(input('energy.consumption_total')).toMatchObject({ value: 250, unit: 'MWh' });
    expect(input('ghg.scope1')).toMatchObject({ value: 100, unit: 'tCO2e' });
    expect(input('ghg.scope2_location')).toMatchObject({ value: 50, unit: 'tCO2e' });
    expect(input('soc.gender_pay_gap')).toMatchObject({ value: 10 });
    expect(input('soc.turnover_rate')?.value).toBeCloseTo(28.409090909, 6);
    // The energy grid, Environmental G12:K14 (renewable / non-renewable / total).
    expect(input('vsme.energy_consumption_from_self_generated_electricity.renewable_energy')).toMatchObject({
      value: 23,
    });
    expect(
      input('vsme.energy_consumption_from_self_generated_electricity.non_renewable_energy'),
    ).toMatchObject({ value: 20 });
    expect(input('vsme.energy_consumption_from_fuels')).toMatchObject({ value: 16.40834646, unit: 'MWh' });
    // A formula whose cached result is 0 (Social D143; exceljs's cell value drops it) is read.
    expect(input('vsme.rate_of_recordable_work_related_accidents_in_the_reporting_period')).toMatchObject({
      value: 0,
    });
    // GHG baseline and target (C3), with the years of Environmental G21 and J21.
    expect(input('vsme.gross_scope1_greenhouse_gas_emissions.baseline_year')).toMatchObject({ value: 150 });
    expect(input('vsme.greenhouse_gas_emission_reduction_target_year')).toMatchObject({ value: 2030 });
    // Drop-downs by the taxonomy's labels, or the converter's texts that differ from them.
    expect(input('vsme.basis_for_preparation')?.value).toBe(
      'vsme:OptionBBasicModuleAndComprehensiveModuleMember',
    );
    expect(input('vsme.basis_for_reporting')?.value).toBe('vsme:ConsolidatedMember');
    expect(input('vsme.country_of_primary_operations_and_location_of_significant_assets')?.value).toBe(
      'country:IT',
    );
    expect(input('vsme.nace_sector_classification_codes')?.value).toEqual([
      'nace:NACE_G4722',
      'nace:NACE_G4721',
    ]);
    // Check boxes General Information D512:M512: the 1st, 5th and 9th members of the domain.
    expect(
      input('vsme.sustainability_issue_addressed_by_practice_policy_and_or_future_initiative')?.value,
    ).toEqual(['vsme:ClimateChangeMember', 'vsme:CircularEconomyMember', 'vsme:ConsumersAndEndUsersMember']);
    expect(input('soc.human_rights_policy')?.value).toBe('YES');
    // Tables: pollutants (Environmental D80:K179), waste by type with each row's unit, employees per country.
    const rows = (code: string) => input(code)?.value as TableRow[];
    expect(rows('vsme.amount_of_emissions')).toEqual([
      {
        key: 'vsme:AlachlorMember',
        cells: {
          amount_of_emission_to_air: 10,
          amount_of_emission_to_water: 5,
          amount_of_emission_to_soil: 3,
        },
        units: {
          amount_of_emission_to_air: 't',
          amount_of_emission_to_water: 't',
          amount_of_emission_to_soil: 't',
        },
      },
      {
        key: 'vsme:AldrinMember',
        cells: {
          amount_of_emission_to_air: 10,
          amount_of_emission_to_water: 3,
          amount_of_emission_to_soil: 5,
        },
        units: {
          amount_of_emission_to_air: 't',
          amount_of_emission_to_water: 't',
          amount_of_emission_to_soil: 't',
        },
      },
    ]);
    const waste = rows('vsme.waste_generated');
    expect(waste).toHaveLength(7);
    expect(waste[1]).toEqual({
      key: 'waste:W-160806-Hazardous-SpentLiquidsUsedAsCatalystsMember',
      cells: {
        waste_diverted_to_recycle_or_reuse_mass: 800,
        waste_directed_to_disposal_mass: 400,
        total_waste_recycled_reused_and_directed_to_disposal_mass: 1200,
      },
      units: {
        waste_diverted_to_recycle_or_reuse_mass: 'kg',
        waste_directed_to_disposal_mass: 'kg',
        total_waste_recycled_reused_and_directed_to_disposal_mass: 'kg',
      },
    });
    // Materials share one range for weight and volume: each row's unit says which it is.
    expect(rows('vsme.breakdown_of_annual_mass_flow_of_relevant_materials_used_by_the_undertaking')).toEqual([
      {
        key: '1',
        cells: { name_of_material_used: 'Packaging', weight_of_material_used: 1500 },
        units: { weight_of_material_used: 'kg' },
      },
      {
        key: '2',
        cells: { name_of_material_used: 'Wrapping, trays, containers', volume_of_material_used: 800 },
        units: { volume_of_material_used: 'm3' },
      },
    ]);
    expect(
      rows('vsme.number_of_employees_for_country_of_employment_contract').map((r) => [r.key, r.cells]),
    ).toEqual([
      ['country:IT', { number_of_employees_for_country_of_employment_contract: 140 }],
      ['country:AL', { number_of_employees_for_country_of_employment_contract: 6 }],
      ['country:BE', { number_of_employees_for_country_of_employment_contract: 5 }],
    ]);
    expect(rows('vsme.list_of_sites')).toEqual([
      {
        key: '1',
        cells: {
          address_of_site: 'Duomo Square',
          postal_code_of_site: '20122',
          city_of_site: 'Milan',
          country_of_site: 'country:IT',
        },
      },
    ]);
    // B6 is omitted as classified or sensitive information (General Information E126:E128): its datapoints
    // are not available, with that reason.
    for (const code of [
      'vsme.total_amount_of_water_withdrawn_from_all_sites',
      'vsme.amount_of_water_withdrawn_at_sites_located_in_areas_of_high_water_stress',
      'vsme.water_discharge_from_undertaking_production_processes',
      'water.consumption',
    ])
      expect(input(code)).toEqual({
        status: 'not_available',
        reason: 'Omitted as classified or sensitive information (VSME B1 §24(b))',
      });
    // The footnote on Turnover (Footnotes B4, D4) is the value's comment.
    expect(input('company.revenue')?.comment).toMatch(/^Lorem ipsum dolor sit amet/);
  });

  it('refuses bad cells with the sheet, the cell and the VSME paragraph, and reads nothing else as valid', async () => {
    const broken = patchedSample({
      'General Information': { E282: 'lots', E125: 'Option C (everything)' },
      'Environmental Disclosures': { D81: 'Alachlor', C78: 'furlongs (fur)' },
      'Social Disclosures': { D18: { error: '#VALUE!' } },
    });
    const imported = await read(broken, '2026');
    expect(imported.rejected.map((r) => [r.sheet, r.cell, r.paragraph, r.rule])).toEqual([
      ['General Information', 'E125', 'B1 §24(a)', 'allowedValues'],
      ['Environmental Disclosures', 'C78', 'B4 §32', 'unit'],
      ['Environmental Disclosures', 'D81', 'B4 §32', 'table.duplicate'],
      ['Social Disclosures', 'D18', 'B8 §39(b)', 'cell.error'],
    ]);
    expect(imported.rejected[0].reason).toBe(
      '"Option C (everything)" is not one of the list of Basis for preparation (Basic Module Only or Basic & Comprehensive Module)',
    );
    // A text in an amount is left to the value rules (the handler refuses it with the same place).
    expect(valueOf(imported, 'company.total_assets')).toMatchObject({
      input: { value: 'lots' },
      place: { sheet: 'General Information', cell: 'E282', paragraph: 'B1 §24(e)(iii)' },
    });
  });

  it('refuses another reporting period and template versions it does not read, naming the cell', async () => {
    const period = await read(vsmeSample('1.3.0'), '2025');
    expect(period.rejected.map((r) => [r.sheet, r.cell, r.reason])).toEqual([
      [
        'Technical Sheet',
        'B2',
        "the template's reporting period starts on 2026-01-01; this response is 2025 (2025-01-01 to 2025-12-31)",
      ],
      [
        'Technical Sheet',
        'B3',
        "the template's reporting period ends on 2026-12-31; this response is 2025 (2025-01-01 to 2025-12-31)",
      ],
    ]);
    const old = await read(patchedSample({ Introduction: { C1: '1.0.1' } }), '2026');
    expect(old.rejected).toEqual([
      expect.objectContaining({
        sheet: 'Introduction',
        cell: 'C1',
        rule: 'vsme.version',
        reason: 'this is Digital Template 1.0.1; the versions read are 1.1.0, 1.1.1, 1.2.0, 1.3.0',
      }),
    ]);
    expect(old.changes).toEqual([]);
  });

  it('tells the Digital Template from the response template by its defined names, and lets its printer settings in', () => {
    const inspected = inspectImportUpload({ name: 'vsme.xlsx', data: vsmeSample('1.3.0') });
    expect(inspected).toMatchObject({ kind: 'xlsx', workbook: 'vsme-digital-template' });
  });
});

describe('POST /responses/{id}/import with the Digital Template', () => {
  let host: DataCollectionHost;
  beforeAll(async () => {
    host = await startDataCollection();
    const store = host.runtimes[0].store;
    const evergreen = (await store.get<Company>('companies', '1'))!;
    await host
      .as('admin@demo.test')
      .patch('/api/standard/assign/1')
      .send({ selectedStandards: [...evergreen.company_standard_assignments.map((a) => a.standard_id), 15] })
      .expect(200);
  });
  afterAll(async () => host?.dispose());

  const request = async (companyId: number, modules: string[], standardId = 15) =>
    (
      await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId, standardId, period: '2026', dueDate: '2027-06-30', modules })
        .expect(201)
    ).body.data.id as number;
  const upload = (id: number, file: Buffer, companyId: number, fields: Record<string, string> = {}) => {
    const call = host.as('pc@demo.test', { companyId }).post(`/api/responses/${id}/import`);
    for (const [name, value] of Object.entries(fields)) void call.field(name, value);
    return call.attach('file', file, 'VSME-Digital-Template.xlsx');
  };
  const values = async (id: number, companyId: number) => {
    const detail = await host.as('pc@demo.test', { companyId }).get(`/api/responses/${id}`).expect(200);
    const found = new Map<
      string,
      { value: unknown; unit: string; rawValue: unknown; rawUnit: string | null; comment: string | null }
    >();
    const walk = (sections: ResponseSection[]) => {
      for (const section of sections) {
        for (const m of section.metrics) if (m.value) found.set(m.code, m.value);
        walk(section.sections);
      }
    };
    walk(detail.body.data.sections);
    return found;
  };

  it('imports the sample: nothing refused, the values stored, and the template described', async () => {
    const id = await request(2, ['comprehensive']);
    const refusedFirst = await upload(id, patchedSample({ 'General Information': { E282: 'lots' } }), 2);
    expect(refusedFirst.status).toBe(422);
    expect(refusedFirst.body.details.rejected).toEqual([
      expect.objectContaining({
        metricCode: 'company.total_assets',
        sheet: 'General Information',
        cell: 'E282',
        paragraph: 'B1 §24(e)(iii)',
        rule: 'type',
      }),
    ]);
    // All or nothing: the refused file left no value.
    expect((await values(id, 2)).size).toBe(0);

    const imported = await upload(id, vsmeSample('1.3.0'), 2).expect(201);
    expect(imported.body.data).toMatchObject({
      format: 'vsme-digital-template',
      rowsRead: 118,
      // 108 values and the 4 datapoints of B6, omitted as classified.
      applied: 112,
      vsme: { templateVersion: '1.3.0', entityName: 'Company XYZ', validation: { overall: 'COMPLETE' } },
    });
    const stored = await values(id, 2);
    expect(stored.get('company.revenue')).toMatchObject({
      value: 23500,
      unit: 'EUR',
      rawValue: 23500,
      rawUnit: 'EUR',
    });
    // Stored in the metric's canonical unit, the unit of the template kept (Environmental J424, kg).
    expect(stored.get('env.hazardous_radioactive_waste')).toMatchObject({
      value: 101.2,
      unit: 't',
      rawValue: 101200,
      rawUnit: 'kg',
    });
    expect(stored.get('vsme.basis_for_preparation')?.value).toBe(
      'vsme:OptionBBasicModuleAndComprehensiveModuleMember',
    );
    expect(stored.get('soc.human_rights_policy')?.value).toBe(true);
    const pollutants = stored.get('vsme.amount_of_emissions')?.value as TableRow[];
    expect(pollutants[0]).toEqual({
      key: 'vsme:AlachlorMember',
      cells: { amount_of_emission_to_air: 10, amount_of_emission_to_water: 5, amount_of_emission_to_soil: 3 },
    });
  });

  it('imports only the modules the request asks, saying what it left out', async () => {
    const id = await request(3, []);
    const imported = await upload(id, vsmeSample('1.3.0'), 3).expect(201);
    // The 112 of the sample less the 35 values of the Comprehensive Module.
    expect(imported.body.data.applied).toBe(77);
    expect(imported.body.data.warnings).toContainEqual(
      expect.objectContaining({
        message:
          'Not imported, because this response does not ask them: C1 (4 values), C2 (3 values), C3 (14 values), C4 (4 values), C5 (3 values), C6 (3 values), C7 (2 values), C8 (1 value), C9 (1 value).',
      }),
    );
  });

  it('takes a template in another currency with the exchange rate, and refuses it without', async () => {
    const id = await request(4, ['comprehensive']);
    const dollars = patchedSample({ 'General Information': { D5: 'USD' } });
    const without = await upload(id, dollars, 4).expect(422);
    expect(
      without.body.details.rejected.map((r: { sheet: string; cell: string }) => `${r.sheet}!${r.cell}`),
    ).toEqual([
      // The intensity per unit of turnover, then assets and turnover, then the fines.
      'Environmental Disclosures!G68',
      'General Information!E282',
      'General Information!E283',
      'Governance Disclosures!H7',
    ]);
    expect(without.body.details.rejected[1].reason).toBe(
      "the template's amounts are in USD: give the exchange rate (EUR per USD) with the upload",
    );
    await upload(id, dollars, 4, { exchangeRate: '0.9' }).expect(201);
    const stored = await values(id, 4);
    expect(stored.get('company.revenue')).toMatchObject({
      value: 21150,
      unit: 'EUR',
      rawValue: 23500,
      rawUnit: 'USD',
    });
  });

  it('fills the metrics a VSME datapoint means in a response of another framework (collect once)', async () => {
    const id = await request(4, [], 1);
    await upload(id, vsmeSample('1.3.0'), 4).expect(201);
    const stored = await values(id, 4);
    expect(stored.get('ghg.scope1')).toMatchObject({ value: 100 });
    expect(stored.get('company.revenue')).toMatchObject({ value: 23500, rawUnit: 'EUR' });
    expect(stored.has('vsme.basis_for_preparation')).toBe(false);
  });
});
