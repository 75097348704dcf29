import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workbook, type CellValue } from 'exceljs';
import { loadConfig, openStore } from '@esg/platform';
import type { Store } from '@esg/persistence';
import { referenceFilePath } from '@esg/reference-data';
import type { EmissionFactor } from '../src/domain/factors/emission-factor';
import {
  EMISSION_FACTORS,
  importFactorWorkbook,
  readFactorWorkbook,
  type EmissionFactorDoc,
} from '../src/infrastructure/factor-library';
import { scoringMigrations } from '../src/infrastructure/migrations';
import { readDesnzWorkbook } from '../src/infrastructure/workbooks/desnz-workbook';
import type { ParsedWorkbook } from '../src/infrastructure/workbooks/parsed-workbook';
import { withCells } from './workbook-surgery';

const FILES = {
  desnz2023: 'sources/desnz-conversion-factors-2023-condensed-v1.1.xlsx',
  desnz2024: 'sources/desnz-conversion-factors-2024-condensed-v1.1.xlsx',
  desnz2025: 'sources/desnz-conversion-factors-2025-condensed-v1.0.xlsx',
  epa2021: 'sources/epa-ghg-emission-factors-hub-2021.xlsx',
} as const;
type File = keyof typeof FILES;

const bytes = (file: File) => readFileSync(referenceFilePath(FILES[file]));
const parsed = {} as Record<File, ParsedWorkbook>;
const sheets = {} as Record<File, Workbook>;

/** The workbook as exceljs reads it in this test, independently of the importer. */
async function workbook(file: File): Promise<Workbook> {
  if (!sheets[file]) {
    sheets[file] = new Workbook();
    await sheets[file].xlsx.load(bytes(file) as unknown as Parameters<Workbook['xlsx']['load']>[0]);
  }
  return sheets[file];
}
async function cell(file: File, sheet: string, address: string): Promise<CellValue> {
  return (await workbook(file)).getWorksheet(sheet)!.getCell(address).value;
}
const num = (value: CellValue) => (typeof value === 'number' ? value : Number(value));

function find(file: File, sheet: string, name: string, unit: string): EmissionFactor {
  const found = parsed[file].factors.filter(
    (f) => (f.sheet === sheet || f.category === sheet) && f.name === name && f.unit === unit,
  );
  if (found.length !== 1)
    throw new Error(`${found.length} factors '${name}' per ${unit} in ${file} ${sheet}`);
  return found[0];
}

beforeAll(async () => {
  for (const file of Object.keys(FILES) as File[]) parsed[file] = await readFactorWorkbook(bytes(file));
}, 120_000);

describe('emission-factor importer: what each workbook holds', () => {
  // Counted independently of the importer: every number in a `kg CO2e` column (or, on the
  // "Outside of scopes" sheet, the `kg CO2e of CO2 per unit` column) of the tables headed
  // `Activity`; for the EPA Hub, every factor cell of each table (NA and ">7,500" are not factors).
  const DESNZ_2023 = {
    Fuels: 117,
    Bioenergy: 49,
    'Refrigerant & other': 359,
    'Passenger vehicles': 156,
    'UK electricity': 1,
    'UK electricity for EVs': 62,
    'Transmission and distribution': 2,
    'UK electricity T&D for EVs': 62,
    'Water supply': 2,
    'Water treatment': 2,
    'Material use': 71,
    'Waste disposal': 134,
    'Business travel- air': 28,
    'Business travel- sea': 3,
    'Business travel- land': 168,
    'Freighting goods': 283,
    'Hotel stay': 39,
    Homeworking: 3,
  };
  const DESNZ_2024_2025 = {
    ...DESNZ_2023,
    'UK electricity for EVs': 68,
    'UK electricity T&D for EVs': 68,
    'Material use': 70,
    'Freighting goods': 289,
    'Outside of scopes': 56,
  };
  const EPA_2021 = {
    'Table 1 Stationary Combustion': 121, // 58 fuels × 2 units + 5 kraft pulping liquors (per mmBtu only)
    'Table 2 Mobile Combustion CO2': 10,
    'Table 3 Mobile Combustion CH4 and N2O for On-Road Gasoline Vehicles': 102,
    'Table 4 Mobile Combustion CH4 and N2O for On-Road Diesel and Alternative Fuel Vehicles': 36,
    'Table 5 Mobile Combustion CH4 and N2O for Non-Road Vehicles': 40,
    'Table 6 Electricity': 56, // 28 eGRID subregions × total output and non-baseload
    'Table 7 Steam and Heat': 1,
    'Table 8 Scope 3 Category 4: Upstream Transportation and Distribution and Category 9: Downstream Transportation and Distribution': 7,
    'Table 9 Scope 3 Category 5: Waste Generated in Operations and Category 12: End-of-Life Treatment of Sold Products': 175, // 60 × 6 - 185 NA
    'Table 10 Scope 3 Category 6: Business Travel and Category 7: Employee Commuting': 12,
    'Table 11 Global Warming Potentials (GWPs)': 31, // 32 gases, C10F18 given as ">7,500"
    'Table 12 Global Warming Potentials (GWPs) for Blended Refrigerants': 36,
  };
  const counts = (file: File) => Object.fromEntries(parsed[file].sheets.map((s) => [s.name, s.factors]));

  it('reads DESNZ 2023 v1.1: 1,541 factors', () => {
    expect(parsed.desnz2023).toMatchObject({ source: 'DESNZ', year: 2023, version: '1.1' });
    expect(counts('desnz2023')).toEqual(DESNZ_2023);
    expect(parsed.desnz2023.factors).toHaveLength(1541);
  });

  it('reads DESNZ 2024 v1.1 and 2025 v1.0: 1,614 factors each', () => {
    expect(parsed.desnz2024).toMatchObject({ year: 2024, version: '1.1' });
    expect(parsed.desnz2025).toMatchObject({ year: 2025, version: '1.0' });
    expect(counts('desnz2024')).toEqual(DESNZ_2024_2025);
    expect(counts('desnz2025')).toEqual(DESNZ_2024_2025);
    expect(parsed.desnz2024.factors).toHaveLength(1614);
  });

  it('reads the EPA Hub of 15 September 2021 with its AR4 GWPs: 627 factors', () => {
    expect(parsed.epa2021).toMatchObject({ source: 'EPA', year: 2021, version: '2021-09-15' });
    expect(parsed.epa2021.gwp).toMatchObject({ basis: 'AR4', values: { CO2: 1, CH4: 25, N2O: 298 } });
    expect(counts('epa2021')).toEqual(EPA_2021);
    expect(parsed.epa2021.factors).toHaveLength(627);
  });

  it('gives every factor a unique id naming library, sheet, row and column', () => {
    const all = Object.values(parsed).flatMap((p) => p.factors);
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
    expect(find('desnz2024', 'Fuels', 'Gaseous fuels > Natural gas', 'kWh (Gross CV)').id).toBe(
      'desnz-2024-v1.1-fuels-r42c4',
    );
    for (const f of all) expect(Number.isFinite(f.kgCO2e)).toBe(true);
  });
});

describe('emission-factor importer: factors equal the workbook cells', () => {
  it.each([
    // file, sheet, name, unit, kg CO2e cell, the unit cell beside it
    ['desnz2023', 'Fuels', 'Gaseous fuels > Natural gas', 'kWh (Gross CV)', 'D42', 'C42'],
    ['desnz2023', 'Fuels', 'Liquid fuels > Diesel (average biofuel blend)', 'litres', 'D72', 'C72'],
    ['desnz2023', 'UK electricity', 'Electricity generated > Electricity: UK > 2023', 'kWh', 'E24', 'C24'],
    [
      'desnz2023',
      'Business travel- air',
      'Flights > Domestic, to/from UK > Average passenger > Without RF',
      'passenger.km',
      'I23',
      'D23',
    ],
    [
      'desnz2023',
      'Refrigerant & other',
      'Kyoto protocol products > Sulphur hexafluoride (SF6) > Emissions including only Kyoto products',
      'kg',
      'D45',
      'C45',
    ],
    ['desnz2024', 'Fuels', 'Gaseous fuels > Natural gas', 'kWh (Gross CV)', 'D42', 'C42'],
    [
      'desnz2024',
      'Refrigerant & other',
      'Blends > R410A > Emissions including only Kyoto products',
      'kg',
      'D76',
      'C76',
    ],
    ['desnz2024', 'Business travel- land', 'Rail > National rail', 'passenger.km', 'D87', 'C87'],
    ['desnz2024', 'Outside of scopes', 'Electricity generated > Electricity: UK', 'kWh', 'D94', 'C94'],
    ['desnz2025', 'UK electricity', 'Electricity generated > Electricity: UK > 2025', 'kWh', 'E26', 'C26'],
    ['desnz2025', 'Hotel stay', 'Hotel stay > UK (London)', 'Room per night', 'D23', 'C23'],
  ] as const)('%s %s: %s per %s is cell %s', async (file, sheet, name, unit, address, unitAddress) => {
    const factor = find(file, sheet, name, unit);
    expect(factor.kgCO2e).toBe(num(await cell(file, sheet, address)));
    expect(await cell(file, sheet, unitAddress)).toBe(unit);
    const ref = (await workbook(file)).getWorksheet(sheet)!.getCell(address);
    expect([factor.row, factor.column]).toEqual([Number(ref.row), Number(ref.col)]);
  });

  it('keeps the per-gas parts of a DESNZ factor, unrounded as published', async () => {
    const gas = find('desnz2023', 'Fuels', 'Gaseous fuels > Natural gas', 'kWh (Gross CV)');
    expect(gas.gases).toEqual({
      co2: await cell('desnz2023', 'Fuels', 'E42'),
      ch4: await cell('desnz2023', 'Fuels', 'F42'),
      n2o: await cell('desnz2023', 'Fuels', 'G42'),
    });
    // ghg.json: stored_unrounded 0.18292892617449666 (the rounded published figure is 0.18293)
    expect(gas.kgCO2e).toBe(0.18292892617449666);
    expect(
      find('desnz2024', 'Outside of scopes', 'Electricity generated > Electricity: UK', 'kWh').scope,
    ).toBe('outside');
  });

  it('converts EPA per-gas factors to CO2e with the workbook’s own GWPs', async () => {
    const [ch4Gwp, n2oGwp] = [
      num(await cell('epa2021', 'Emission Factors Hub', 'D487')),
      num(await cell('epa2021', 'Emission Factors Hub', 'D488')),
    ];
    expect([ch4Gwp, n2oGwp]).toEqual([25, 298]);
    // Table 1 natural gas: 53.06 kg CO2 + 1 g CH4 × 25 + 0.1 g N2O × 298 = 53.06 + 0.025 + 0.0298 = 53.1148 kg CO2e per mmBtu
    const gas = find('epa2021', 'Table 1 Stationary Combustion', 'Natural Gas > Natural Gas', 'mmBtu (HHV)');
    const [co2, ch4, n2o] = await Promise.all(
      ['E38', 'F38', 'G38'].map((a) => cell('epa2021', 'Emission Factors Hub', a)),
    );
    expect(gas.kgCO2e).toBeCloseTo(num(co2) + (num(ch4) / 1000) * ch4Gwp + (num(n2o) / 1000) * n2oGwp, 12);
    expect(gas.kgCO2e).toBeCloseTo(53.1148, 12);
    expect(gas.published).toEqual({
      'kg CO2 per mmBtu': 53.06,
      'g CH4 per mmBtu': 1,
      'g N2O per mmBtu': 0.1,
    });
    // Table 6 US average, total output: (884.2 + 0.075 × 25 + 0.011 × 298) lb × 0.45359237 = 889.353 × 0.45359237 = 403.40373… kg per MWh
    const grid = find('epa2021', 'Table 6 Electricity', 'US Average > Total Output Emission Factors', 'MWh');
    const [lbCo2, lbCh4, lbN2o] = await Promise.all(
      ['D339', 'E339', 'F339'].map((a) => cell('epa2021', 'Emission Factors Hub', a)),
    );
    expect(grid.kgCO2e).toBeCloseTo(
      (num(lbCo2) + num(lbCh4) * ch4Gwp + num(lbN2o) * n2oGwp) * 0.45359237,
      10,
    );
    expect(grid.kgCO2e).toBeCloseTo(403.40373, 4);
    expect(grid.gases.co2).toBeCloseTo(884.2 * 0.45359237, 10);
  });

  it('reads the EPA mobile, waste and refrigerant tables', async () => {
    const diesel = find('epa2021', 'Table 2 Mobile Combustion CO2', 'Diesel Fuel', 'gallon');
    expect(diesel.kgCO2e).toBe(num(await cell('epa2021', 'Emission Factors Hub', 'D101')));
    expect(diesel.note).toMatch(/CO2 only/);
    // Table 9: 0.06 metric tons CO2e per short ton recycled = 60 kg CO2e per short ton
    const cans = find(
      'epa2021',
      'Table 9 Scope 3 Category 5: Waste Generated in Operations and Category 12: End-of-Life Treatment of Sold Products',
      'Aluminum Cans > Recycled',
      'short ton',
    );
    expect(cans.kgCO2e).toBeCloseTo(num(await cell('epa2021', 'Emission Factors Hub', 'D400')) * 1000, 12);
    const blend = find(
      'epa2021',
      'Table 12 Global Warming Potentials (GWPs) for Blended Refrigerants',
      'R-410A > 50% HFC-32 , 50% HFC-125',
      'kg',
    );
    expect(blend.kgCO2e).toBe(num(await cell('epa2021', 'Emission Factors Hub', 'D538')));
  });
  it('reads the same factors whether or not the formatting-only cells are dropped first', async () => {
    // `workbook()` loads the file as published, without the importer's slimming
    expect(readDesnzWorkbook(await workbook('desnz2024'))).toEqual(parsed.desnz2024);
  });
});

describe('emission-factor importer: a damaged workbook is refused, naming sheet and row', () => {
  it('refuses text where a factor should be', async () => {
    const buffer = await withCells(bytes('desnz2024'), 'Fuels', { D42: 'abc' });
    await expect(readFactorWorkbook(buffer)).rejects.toMatchObject({
      code: 'EMISSION_FACTORS.UNPROCESSABLE',
      message: "Sheet 'Fuels', row 42, column D: kg CO2e should be a number but is 'abc'",
    });
  }, 60_000);

  it('refuses a table without its Unit column and a sheet of another year', async () => {
    const noUnit = await withCells(bytes('desnz2023'), 'Bioenergy', { C19: 'Units of measure' });
    await expect(readFactorWorkbook(noUnit)).rejects.toThrow(
      "Sheet 'Bioenergy', row 19: the table header has no 'Unit' column",
    );
    const otherYear = await withCells(bytes('desnz2023'), 'Hotel stay', { F6: 2019 });
    await expect(readFactorWorkbook(otherYear)).rejects.toThrow(
      "Sheet 'Hotel stay', row 6: the sheet's 'Year:' (2019) is not the workbook's 2023",
    );
  }, 60_000);

  it('refuses an EPA factor cell holding an Excel error', async () => {
    const buffer = await withCells(bytes('epa2021'), 'Emission Factors Hub', { D339: { error: '#REF!' } });
    await expect(readFactorWorkbook(buffer)).rejects.toThrow(
      "Sheet 'Emission Factors Hub', row 339, column D: the CO2 factor should be a number but is '#REF!'",
    );
  }, 60_000);

  it('refuses a workbook that is neither DESNZ nor EPA', async () => {
    await expect(
      readFactorWorkbook(
        readFileSync(referenceFilePath('sources/invest-europe-esg-reporting-template-2024-25.xlsx')),
      ),
    ).rejects.toThrow(/neither a DESNZ .* nor a US EPA Emission Factors Hub workbook/);
  });
});

describe('emission-factor library versions', () => {
  let dir: string;
  let store: Store;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'esg-factors-'));
    store = await openStore(loadConfig('scoring', { DATA_DIR: dir }), 'scoring', scoringMigrations);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports a workbook once, refuses another file claiming its version, and keeps both of two versions', async () => {
    const first = await importFactorWorkbook(store, {
      buffer: bytes('desnz2024'),
      fileName: FILES.desnz2024,
      importedBy: null,
    });
    expect(first).toMatchObject({
      created: true,
      library: {
        id: 'desnz-2024-v1.1',
        factorCount: 1614,
        attribution: { licence: 'Open Government Licence v3.0' },
      },
    });
    const again = await importFactorWorkbook(store, {
      buffer: bytes('desnz2024'),
      fileName: 'copy.xlsx',
      importedBy: 1,
    });
    expect(again.created).toBe(false);

    const corrected = await withCells(bytes('desnz2024'), 'Fuels', { D42: 0.2 });
    await expect(
      importFactorWorkbook(store, { buffer: corrected, fileName: 'corrected.xlsx', importedBy: 1 }),
    ).rejects.toMatchObject({
      code: 'EMISSION_FACTORS.CONFLICT',
    });

    const v12 = await withCells(await withCells(bytes('desnz2024'), 'Introduction', { B6: 1.2 }), 'Fuels', {
      D42: 0.2,
    });
    const second = await importFactorWorkbook(store, { buffer: v12, fileName: 'v1.2.xlsx', importedBy: 1 });
    expect(second.library).toMatchObject({ id: 'desnz-2024-v1.2', version: '1.2' });
    const [old] = await store.find<EmissionFactorDoc>(EMISSION_FACTORS, {
      id: 'desnz-2024-v1.1-fuels-r42c4',
    });
    const [fresh] = await store.find<EmissionFactorDoc>(EMISSION_FACTORS, {
      id: 'desnz-2024-v1.2-fuels-r42c4',
    });
    expect([old.kgCO2e, fresh.kgCO2e]).toEqual([0.1829, 0.2]);
    expect(await store.count(EMISSION_FACTORS)).toBe(2 * 1614);
  }, 120_000);
});
