import ExcelJS from 'exceljs';
import request from 'supertest';
import type { DemoUser } from '@esg/platform';
import { accessTokenFor, waitFor } from '@esg/testing';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { collect, registerUser, responseIdOf } from './esg-fixtures';
import { WORKBOOK_PARTS, zipArchive } from './zip-fixtures';

/**
 * The Excel round trip and the Invest Europe long CSV: the template's shape, a good import applied
 * in full, a bad one refused in full with each rejected row, and hostile files.
 */
describe('ESG template and imports', () => {
  let host: DataCollectionHost;
  let northwind2025: number;
  let events: Awaited<ReturnType<typeof collect>>;
  const atlasUser: DemoUser = {
    id: 102,
    name: 'Ada Atlas',
    email: 'ada@atlas.test',
    role: 'pc',
    permission: null,
    company_id: 3,
  };

  beforeAll(async () => {
    host = await startDataCollection();
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
    events = await collect(host, 'import-spec');
  });
  afterAll(async () => {
    await events?.close();
    await host?.dispose();
  });

  const download = async (id: number, email = 'pc@demo.test') => {
    const response = await host
      .as(email)
      .get(`/api/responses/${id}/template.xlsx`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    return { response, workbook };
  };
  const rowOf = (sheet: ExcelJS.Worksheet, code: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === code) found = row;
    });
    if (!found) throw new Error(`no row ${code}`);
    return found;
  };
  const upload = (id: number, data: Buffer, name: string, email = 'pc@demo.test') =>
    host.as(email).post(`/api/responses/${id}/import`).attach('file', data, name);
  const valueOf = async (id: number, code: string) => {
    const history = await host
      .as('pc@demo.test')
      .get(`/api/responses/${id}/values/${code}/history`)
      .expect(200);
    const versions = history.body.data.filter((e: { kind: string }) => e.kind === 'version');
    return versions[versions.length - 1]?.after ?? null;
  };

  describe('GET /responses/{id}/template.xlsx', () => {
    it('has one row per metric with its current value, drop-downs and only the input cells unlocked', async () => {
      const { response, workbook } = await download(northwind2025);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Northwind-Renewables-ESG-2025.xlsx"; filename*=UTF-8''Northwind-Renewables-ESG-2025.xlsx`,
      );
      expect(workbook.worksheets.map((s) => [s.name, s.state])).toEqual([
        ['Values', 'visible'],
        ['Lists', 'hidden'],
        ['About', 'visible'],
      ]);
      const sheet = workbook.getWorksheet('Values')!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Code',
        'Section',
        'Metric',
        'Unit',
        'Allowed values',
        'Value',
        'Status',
        'Comment',
      ]);
      // 60 metrics of the ESG framework (2025.2, with its net-zero target section), each once.
      expect(sheet.rowCount).toBe(61);
      const revenue = rowOf(sheet, 'company.revenue');
      expect((revenue.values as unknown[]).slice(1, 8)).toEqual(
        ['company.revenue', 'Company profile', 'Annual revenue', 'EURm', null, 105.6, 'provided'].map(
          (v) => v ?? undefined,
        ),
      );
      const country = rowOf(sheet, 'company.country');
      expect(country.getCell(6).value).toBe('DK');
      expect(country.getCell(6).dataValidation).toMatchObject({
        type: 'list',
        formulae: [expect.stringMatching(/^Lists!\$[A-Z]+\$1:\$[A-Z]+\$249$/)],
      });
      expect(rowOf(sheet, 'soc.employee_survey').getCell(6).dataValidation).toMatchObject({ type: 'list' });
      expect(revenue.getCell(7).dataValidation).toMatchObject({
        type: 'list',
        formulae: [expect.stringMatching(/^Lists!/)],
      });
      expect(revenue.getCell(1).protection?.locked).not.toBe(false);
      for (const column of [4, 6, 7, 8])
        expect(revenue.getCell(column).protection).toMatchObject({ locked: false });
      expect((sheet as unknown as { sheetProtection: { sheet: boolean } }).sheetProtection.sheet).toBe(true);
      const about = workbook.getWorksheet('About')!;
      expect(about.getRow(1).values).toEqual([undefined, 'Response', northwind2025]);
    });

    it('gives a contributor only its rows and refuses other tenants', async () => {
      const helios = await responseIdOf(host, 4, 1, '2025');
      const { workbook } = await download(helios, 'contributor@demo.test');
      const codes: unknown[] = [];
      workbook.getWorksheet('Values')!.eachRow((row, n) => n > 1 && codes.push(row.getCell(1).value));
      expect(codes).toContain('ghg.scope1');
      expect(codes).not.toContain('company.fte');
      await host.as('lp@demo.test').get(`/api/responses/${northwind2025}/template.xlsx`).expect(404);
    });

    it('neutralises text that a spreadsheet could run as a formula', async () => {
      await host
        .as('pc@demo.test')
        .put(`/api/responses/${northwind2025}/values/water.consumption`)
        .send({ value: 12000, comment: '=HYPERLINK("http://evil","x")' })
        .expect(200);
      const { workbook } = await download(northwind2025);
      const cell = rowOf(workbook.getWorksheet('Values')!, 'water.consumption').getCell(8);
      expect(cell.value).toBe(`'=HYPERLINK("http://evil","x")`);
      expect(cell.formula).toBeUndefined();
    });
  });

  describe('POST /responses/{id}/import (template)', () => {
    it('applies a good template in full, converting units, and announces the batch', async () => {
      const { workbook } = await download(northwind2025);
      const sheet = workbook.getWorksheet('Values')!;
      rowOf(sheet, 'ghg.scope3').getCell(6).value = 13.2;
      rowOf(sheet, 'ghg.scope3').getCell(4).value = 'ktCO2e';
      rowOf(sheet, 'waste.total').getCell(6).value = 655;
      rowOf(sheet, 'soc.employee_survey').getCell(6).value = 'Yes';
      rowOf(sheet, 'gov.esg_incidents').getCell(6).value = 0;
      const days = rowOf(sheet, 'soc.days_lost');
      days.getCell(7).value = 'not_available';
      days.getCell(8).value = 'HR system replaced mid-year';
      // A formula is read as its cached result, never evaluated.
      rowOf(sheet, 'soc.fatalities').getCell(6).value = { formula: 'A1*1000', result: 1 };
      const imported = await upload(
        northwind2025,
        Buffer.from(await workbook.xlsx.writeBuffer()),
        'filled.xlsx',
      ).expect(201);
      expect(imported.body.data).toMatchObject({ format: 'template', rowsRead: 60, applied: 6 });
      expect(imported.body.message).toBe('6 values imported');
      expect(await valueOf(northwind2025, 'ghg.scope3')).toMatchObject({
        value: 13200,
        unit: 'tCO2e',
        rawValue: 13.2,
        rawUnit: 'ktCO2e',
      });
      expect(await valueOf(northwind2025, 'soc.days_lost')).toMatchObject({
        status: 'not_available',
        reason: 'HR system replaced mid-year',
        value: null,
      });
      expect(await valueOf(northwind2025, 'soc.fatalities')).toMatchObject({ value: 1, rawValue: 1 });
      const history = await host
        .as('pc@demo.test')
        .get(`/api/responses/${northwind2025}/values/waste.total/history`)
        .expect(200);
      expect(history.body.data[history.body.data.length - 1].source).toMatchObject({
        kind: 'imported',
        importId: imported.body.data.importId,
      });
      const event = await waitFor(() =>
        events.seen.find(
          (e) =>
            e.type === 'data-collection.response.values-imported.v1' &&
            (e.data as { importId: string }).importId === imported.body.data.importId,
        ),
      );
      expect((event.data as { metricCodes: string[] }).metricCodes.sort()).toEqual([
        'ghg.scope3',
        'gov.esg_incidents',
        'soc.days_lost',
        'soc.employee_survey',
        'soc.fatalities',
        'waste.total',
      ]);
    });

    it('refuses a bad template in full, naming each rejected row, its metric and the reason', async () => {
      const before = await valueOf(northwind2025, 'water.consumption');
      const { workbook } = await download(northwind2025);
      const sheet = workbook.getWorksheet('Values')!;
      const scope1 = rowOf(sheet, 'ghg.scope1');
      scope1.getCell(6).value = -3;
      const country = rowOf(sheet, 'company.country');
      country.getCell(6).value = 'Atlantis';
      const female = rowOf(sheet, 'gov.board_members_female');
      female.getCell(6).value = 20;
      const status = rowOf(sheet, 'soc.turnover_rate');
      status.getCell(7).value = 'maybe';
      rowOf(sheet, 'water.consumption').getCell(6).value = 99999; // valid on its own: must not be applied
      const refused = await upload(northwind2025, Buffer.from(await workbook.xlsx.writeBuffer()), 'bad.xlsx');
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('IMPORT.UNPROCESSABLE');
      expect(refused.body.message).toMatch(/^Nothing was imported: 4 rows were rejected/);
      expect(refused.body.details).toMatchObject({ format: 'template', rowsRead: 60 });
      expect(refused.body.details.rejected).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ row: scope1.number, metricCode: 'ghg.scope1', rule: 'min' }),
          expect.objectContaining({
            row: country.number,
            metricCode: 'company.country',
            rule: 'allowedValues',
          }),
          expect.objectContaining({
            row: female.number,
            metricCode: 'gov.board_members_female',
            rule: 'crossCheck:gov.board_members_female-lte-gov.board_members',
          }),
          expect.objectContaining({
            row: status.number,
            metricCode: 'soc.turnover_rate',
            rule: 'status',
            reason: 'Status must be provided, not_applicable, not_available (got "maybe")',
          }),
        ]),
      );
      expect(refused.body.details.rejected).toHaveLength(4);
      expect(await valueOf(northwind2025, 'water.consumption')).toEqual(before);
    });

    it('refuses the template of another response, and callers who do not import', async () => {
      const other = await responseIdOf(host, 2, 1, '2024');
      const { workbook } = await download(other);
      const data = Buffer.from(await workbook.xlsx.writeBuffer());
      const wrong = await upload(northwind2025, data, 'other.xlsx');
      expect(wrong.status).toBe(422);
      expect(wrong.body.details.rejected[0]).toMatchObject({ row: 1, rule: 'template.response' });
      expect((await upload(northwind2025, data, 'other.xlsx', 'gp@demo.test')).status).toBe(403);
      expect((await upload(northwind2025, data, 'other.xlsx', 'lp@demo.test')).status).toBe(404);
      // A published period takes no import.
      expect((await upload(other, data, 'other.xlsx')).body.code).toBe('RESPONSE.LOCKED');
    });
  });

  describe('POST /responses/{id}/import (Invest Europe long CSV)', () => {
    let ie: number;
    beforeAll(async () => {
      await registerUser(host, atlasUser);
      await host
        .as('gp@demo.test')
        .patch('/api/standard/assign/1')
        .send({ selectedStandards: [1, 8, 13] })
        .expect(200);
      ie = (
        await host
          .as('gp@demo.test')
          .post('/api/responses')
          .send({ companyId: 3, standardId: 13, period: '2022', dueDate: '2023-06-30' })
          .expect(201)
      ).body.data.id;
    });
    const atlasUpload = (csv: string) => {
      const auth = `Bearer ${accessTokenFor(atlasUser, host.runtimes[0].config.jwtSecret)}`;
      return request(host.url)
        .post(`/api/responses/${ie}/import`)
        .set('authorization', auth)
        .attach('file', Buffer.from(csv), 'export.csv');
    };

    it('maps COMPOUND_IDs (machine-readable keys or template references) to the dictionary', async () => {
      const csv = [
        'COMPOUND_ID,REPORTING_PERIOD,UNIT,VALUE,STATUS,COMMENTS',
        'company_name,2022,,Atlas Logistics B.V.,provided,',
        'sectors_of_operation,2022,,49,provided,',
        'listed,2022,,no,provided,',
        'code_of_conduct,2022,,yes,provided,',
        'board_governance_members:gender:female,2022,,2,provided,',
        'total_number_of_board_members,2022,,9,provided,',
        'PAI 5.1,2022,kWh,205000000,provided,metered',
        'high_impact_climate_sectors,2022,,H,provided,',
        'has_processes_monitor_ungp_oecd,2022,,yes,provided,',
        'unadjusted_gender_pay_gap,2022,,,not_available,"Payroll system migration, figures in 2025"',
        '0.1.12,2022,,EUR,provided,',
      ].join('\n');
      const imported = await atlasUpload(csv).expect(201);
      expect(imported.body.data).toMatchObject({ format: 'invest-europe-csv', rowsRead: 11 });
      expect(imported.body.data.warnings).toContainEqual({
        row: 10,
        metricCode: 'has_processes_monitor_ungp_oecd',
        message:
          'skipped: PAI 11.1 is one answer for policies or processes; it is read from has_policies_monitor_ungp_oecd',
      });
      const detail = (await host.as('gp@demo.test').get(`/api/responses/${ie}`).expect(200)).body.data;
      const all = new Map<
        string,
        { value: { value: unknown; rawUnit: string | null; status: string; reason: string | null } | null }
      >();
      const walk = (
        sections: Array<{ metrics: Array<{ code: string; value: never }>; sections: never[] }>,
      ) => {
        for (const s of sections) {
          for (const m of s.metrics) all.set(m.code, m);
          walk(s.sections);
        }
      };
      walk(detail.sections);
      expect(all.get('ie.pc.0_1_1')!.value).toMatchObject({ value: 'Atlas Logistics B.V.' });
      expect(all.get('company.nace')!.value).toMatchObject({ value: 'H.49' });
      expect(all.get('company.listed')!.value).toMatchObject({ value: false });
      expect(all.get('gov.board_members_female')!.value).toMatchObject({ value: 2 });
      expect(all.get('energy.consumption_total')!.value).toMatchObject({ value: 205000, rawUnit: 'kWh' });
      expect(all.get('ie.pc.pai_6_8')!.value).toMatchObject({ value: true });
      expect(all.get('ie.pc.pai_6_1')!.value).toMatchObject({ value: false });
      expect(all.get('soc.gender_pay_gap')!.value).toMatchObject({
        status: 'not_available',
        reason: 'Payroll system migration, figures in 2025',
      });
      expect(all.get('company.currency')!.value).toMatchObject({ value: 'EUR' });
    });

    it('refuses a bad CSV in full, with the line and reason of each rejected row', async () => {
      const csv = [
        'COMPOUND_ID,REPORTING_PERIOD,UNIT,VALUE,STATUS,COMMENTS',
        'total_ftes_end_of_report_year,2022,,1300,provided,',
        'total_ftes_end_of_previous_report_year,2021,,1250,provided,',
        'favourite_colour,2022,,blue,provided,',
        'number_of_workrelated_injuries,2022,,-4,provided,',
        'country_of_domicile,2022,,Narnia,provided,',
        'listed,2022,,yes,perhaps,',
      ].join('\r\n');
      const refused = await atlasUpload(csv);
      expect(refused.status).toBe(422);
      expect(refused.body.details.rejected).toEqual([
        expect.objectContaining({
          row: 3,
          reference: 'total_ftes_end_of_previous_report_year',
          rule: 'period',
        }),
        expect.objectContaining({ row: 4, reference: 'favourite_colour', rule: 'compoundId.unknown' }),
        expect.objectContaining({ row: 5, metricCode: 'soc.injuries', rule: 'min' }),
        expect.objectContaining({ row: 6, metricCode: 'company.country', rule: 'allowedValues' }),
        expect.objectContaining({ row: 7, reference: 'listed', rule: 'status' }),
      ]);
      const detail = (await host.as('gp@demo.test').get(`/api/responses/${ie}`).expect(200)).body.data;
      const fte = detail.sections[0].sections[0].sections[0].metrics.find(
        (m: { code: string }) => m.code === 'company.fte',
      );
      expect(fte.value).toBeNull();
      const header = await atlasUpload('ID,VALUE\nx,1');
      expect(header.body.details.rejected[0]).toMatchObject({ row: 1, rule: 'csv.header' });
    });
  });

  describe('hostile files', () => {
    it('refuses a zip bomb before parsing it', async () => {
      const bomb = zipArchive([
        ...WORKBOOK_PARTS,
        { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(40 * 1024 * 1024, 0x20) },
      ]);
      expect(bomb.length).toBeLessThan(100_000);
      const refused = await upload(northwind2025, bomb, 'bomb.xlsx');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'IMPORT.UNPROCESSABLE', details: { rule: 'zip.ratio' } });
      expect(refused.body.message).toMatch(
        /xl\/worksheets\/sheet1\.xml is compressed \d+ to 1 \(at most 200 to 1\)/,
      );
    });

    it('refuses an archive whose headers understate what it unpacks to', async () => {
      const liar = zipArchive([
        ...WORKBOOK_PARTS,
        {
          name: 'xl/sharedStrings.xml',
          content: Buffer.from(Array.from({ length: 200_000 }, (_, i) => 65 + (i % 26))),
          declaredSize: 1000,
        },
      ]);
      const refused = await upload(northwind2025, liar, 'liar.xlsx');
      expect([refused.status, refused.body.details?.rule]).toEqual([422, 'zip.size']);
    });

    it('refuses a file beyond 5 MB before reading it', async () => {
      const huge = await upload(northwind2025, Buffer.alloc(6 * 1024 * 1024, 0x41), 'huge.csv');
      expect([huge.status, huge.body.code]).toEqual([413, 'FILE.PAYLOAD_TOO_LARGE']);
    });

    it('refuses the wrong type, macros and binary text', async () => {
      expect(
        (await upload(northwind2025, Buffer.from('%PDF-1.4 not a workbook'), 'values.xlsx')).status,
      ).toBe(415);
      expect((await upload(northwind2025, Buffer.from('MZ'), 'values.exe')).status).toBe(415);
      expect((await upload(northwind2025, Buffer.from('COMPOUND_ID\u0000'), 'values.csv')).status).toBe(415);
      expect((await upload(northwind2025, Buffer.from([0xff, 0xfe, 0x41, 0x00]), 'values.csv')).status).toBe(
        415,
      );
      const macros = zipArchive([
        ...WORKBOOK_PARTS,
        { name: 'xl/vbaProject.bin', content: Buffer.from('Attribute VB_Name') },
      ]);
      const refused = await upload(northwind2025, macros, 'macros.xlsx');
      expect([refused.status, refused.body.details?.rule]).toEqual([422, 'xlsx.macros']);
      const none = await host
        .as('pc@demo.test')
        .post(`/api/responses/${northwind2025}/import`)
        .field('note', 'nothing');
      expect(none.status).toBe(400);
    });

    it('refuses a broken workbook with a message, not a crash', async () => {
      const broken = zipArchive([
        ...WORKBOOK_PARTS,
        { name: 'xl/worksheets/sheet1.xml', content: Buffer.from('<worksheet><sheetData><row') },
      ]);
      const refused = await upload(northwind2025, broken, 'broken.xlsx');
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('IMPORT.UNPROCESSABLE');
    });
  });
});
