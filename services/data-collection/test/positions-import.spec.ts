import ExcelJS from 'exceljs';
import { parseAmount, readPositionsTable } from '../src/domain/positions-import';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * Positions import (issue 9, docs/portfolio.md "Positions import"): POST funds/{id}/positions/{date}/import
 * with a CSV or an Excel workbook and the fund's allInvestments. The positions rules of PUT apply; all
 * or nothing: a refusal lists every refused row of the file with its reason and records nothing.
 * Demo: Evergreen's Fund I holds Northwind (2), Atlas (3) and Helios (4); Fund II only Northwind.
 */

const PORTFOLIO = [
  { id: 2, name: 'Northwind Renewables' },
  { id: 3, name: 'Atlas Logistics' },
  { id: 4, name: 'Helios Foods' },
];

describe('reading a positions table', () => {
  it.each([
    ['1250000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1 250 000.50', 1_250_000.5],
    ['-8', -8],
    ['0.5', 0.5],
  ])('reads the amount %j as %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', 'EUR 5', '1.250.000', '12,5', '1e6', 'ten'])('refuses %j as an amount', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );

  it('reads companies by name or id, instruments by code or label, and numbers the file rows', () => {
    const table = readPositionsTable(
      [
        { row: 1, cells: ['Company', 'Instrument', 'Value (EUR)', 'Outstanding (EUR)', 'Country'] },
        { row: 2, cells: ['northwind renewables ', 'Unlisted equity', '40,000,000', '', ''] },
        { row: 3, cells: ['', '', '', '', ''] },
        { row: 4, cells: ['3', 'business_loan', '9500000.5', '10000000', ''] },
        { row: 5, cells: ['', 'Sovereign bond', '15000000', '14000000', 'fr'] },
      ],
      PORTFOLIO,
    );
    expect(table.rejected).toEqual([]);
    expect(table.rowsRead).toBe(3);
    expect(table.sourceRows).toEqual([2, 4, 5]);
    expect(table.positions).toEqual([
      { companyId: 2, country: null, instrument: 'unlisted_equity', value: 40_000_000, outstanding: null },
      {
        companyId: 3,
        country: null,
        instrument: 'business_loan',
        value: 9_500_000.5,
        outstanding: 10_000_000,
      },
      {
        companyId: null,
        country: 'fr',
        instrument: 'sovereign_bond',
        value: 15_000_000,
        outstanding: 14_000_000,
      },
    ]);
  });

  it('refuses a header without the required columns, or with a column it does not know', () => {
    expect(readPositionsTable([{ row: 1, cells: ['Company', 'Amount'] }], PORTFOLIO).rejected).toEqual([
      expect.objectContaining({
        row: 1,
        rule: 'header.unknown-column',
        reason: expect.stringMatching(/"Amount"/),
      }),
      expect.objectContaining({
        row: 1,
        rule: 'header.missing-column',
        reason: 'the header has no instrument, value column',
      }),
    ]);
  });
});

describe('POST funds/{id}/positions/{date}/import', () => {
  let host: PortfolioHost;
  beforeAll(async () => {
    host = await startPortfolioHost();
  });
  afterAll(async () => host?.dispose());

  const upload = (
    fundId: number,
    date: string,
    file: { name: string; data: Buffer },
    allInvestments: string | null = '100000000',
    email = 'gp@demo.test',
  ) => {
    let call = host.call(email, 'post', `/api/funds/${fundId}/positions/${date}/import`);
    if (allInvestments !== null) call = call.field('allInvestments', allInvestments);
    return call.attach('file', file.data, file.name);
  };
  const csv = (lines: string[]) => ({ name: 'positions.csv', data: Buffer.from(`${lines.join('\n')}\n`) });
  const setOn = async (fundId: number, date: string) => {
    const response = await host
      .call('gp@demo.test', 'get', `/api/funds/${fundId}/positions?from=${date}&to=${date}`)
      .expect(200);
    return response.body.data[0] ?? null;
  };

  it('records the positions of a CSV, like PUT would', async () => {
    const response = await upload(
      1,
      '2023-03-31',
      csv([
        'company,instrument,value,outstanding,country',
        'Northwind Renewables,Unlisted equity,"40,000,000",,',
        'Atlas Logistics,business_loan,9500000.5,10000000,',
        ',sovereign_bond,15000000,14000000,FR',
        ',cash,8000000,,',
      ]),
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('4 positions recorded for 2023-03-31');
    expect(response.body.data).toMatchObject({
      fundId: 1,
      date: '2023-03-31',
      allInvestments: 100_000_000,
      // 40 + 9.5000005 + 15 + 8 M
      positionsTotal: 72_500_000.5,
      version: 1,
    });
    expect((await setOn(1, '2023-03-31')).positions).toHaveLength(4);
  });

  it('records the first sheet of an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Positions');
    sheet.addRow(['Company', 'Instrument', 'Value (EUR)']);
    sheet.addRow(['Northwind Renewables', 'Listed equity', 1_250_000]);
    sheet.addRow([4, 'unlisted_equity', 750_000]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(1, '2023-06-30', { name: 'positions.xlsx', data }, '2000000');
    expect(response.status).toBe(201);
    expect(response.body.data.positions).toEqual([
      { companyId: 2, country: null, instrument: 'listed_equity', value: 1_250_000, outstanding: null },
      { companyId: 4, country: null, instrument: 'unlisted_equity', value: 750_000, outstanding: null },
    ]);
  });

  it('records nothing when a row is refused, and lists every refused row with its reason', async () => {
    const before = await setOn(2, '2023-09-30');
    const response = await upload(
      2,
      '2023-09-30',
      csv([
        'company,instrument,value,outstanding',
        'Northwind Renewables,unlisted_equity,500000,',
        'Nobody Ltd,unlisted_equity,100,',
        'Atlas Logistics,unlisted_equity,100,',
        'Northwind Renewables,business_loan,200,',
        'Northwind Renewables,listed_equity,-5,',
        'Northwind Renewables,gold,5,',
        'Northwind Renewables,listed_equity,lots,',
      ]),
      '1000000',
    );
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('POSITIONS.UNPROCESSABLE');
    expect(response.body.message).toMatch(/^Nothing was recorded: 6 problems in the file \(first: row 3:/);
    const rejected = response.body.details.rejected as Array<{
      row: number;
      rule: string;
      reference: string;
    }>;
    expect(rejected.map((r) => [r.row, r.rule])).toEqual([
      [3, 'company.unknown'],
      [4, 'company-not-held-by-fund'],
      [5, 'outstanding-required'],
      [6, 'negative-value'],
      [7, 'unknown-instrument'],
      [8, 'value.not-a-number'],
    ]);
    expect(rejected[1]).toMatchObject({ reference: 'Atlas Logistics' });
    expect(response.body.details.rowsRead).toBe(7);
    expect(await setOn(2, '2023-09-30')).toEqual(before);
  });

  it('refuses a file without positions, a missing allInvestments, a foreign file type and a non-manager', async () => {
    const empty = await upload(1, '2023-12-31', csv(['company,instrument,value']));
    expect(empty.status).toBe(422);
    expect(empty.body.details.rejected[0]).toMatchObject({ row: 1, rule: 'file.no-positions' });

    const noTotal = await upload(
      1,
      '2023-12-31',
      csv(['company,instrument,value', 'Atlas Logistics,cash,5']),
      null,
    );
    expect(noTotal.status).toBe(400);
    expect(noTotal.body.message).toMatch(/^allInvestments:/);

    const text = await upload(1, '2023-12-31', { name: 'positions.txt', data: Buffer.from('company') });
    expect(text.status).toBe(415);

    const below = await upload(
      1,
      '2023-12-31',
      csv(['company,instrument,value', 'Atlas Logistics,listed_equity,500']),
      '100',
    );
    expect(below.status).toBe(422);
    expect(below.body.details.rejected[0]).toMatchObject({ row: 1, rule: 'all-investments-below-positions' });

    const pc = await upload(
      1,
      '2023-12-31',
      csv(['company,instrument,value', 'Atlas Logistics,cash,5']),
      '10',
      'pc@demo.test',
    );
    expect(pc.status).toBe(403);
  });
});
