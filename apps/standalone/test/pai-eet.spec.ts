import ExcelJS from 'exceljs';
import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The EET export of the PAI read model (issue 10): the demo fund 1 of Evergreen (GP 1) downloaded as the
 * FinDatEx EET's PAI fields 30000–33440 and read back from the file. Every figure in the file is checked
 * against the statement the same user reads from GET /api/pai/funds/1/{year}: values as the statement has
 * them, percentages as fractions, coverage as the mean share of all investments covered at the quarter ends.
 */
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();

interface Quarter {
  allInvestments: number;
  coveredValue: number;
}
interface Indicator {
  id: string;
  value: number | null;
  unit: string;
  eligibleShare: number;
  quarters: Quarter[];
}

async function readWorkbook(body: Buffer): Promise<{ eet: Map<string, unknown>; sheets: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('EET')!;
  const names = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const values = (sheet.getRow(2).values as unknown[]).slice(1);
  return {
    eet: new Map(names.map((name, i) => [name, values[i] ?? null])),
    sheets: workbook.worksheets.map((w) => w.name),
  };
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('EET export of the PAI statement', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    host = await startStandalone();
    for (const [key, email] of [
      ['gp', 'gp@demo.test'],
      ['pc', 'pc@demo.test'],
    ]) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email, password: DEMO_PASSWORD })
        .expect(200);
      tokens[key] = login.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  const get = (path: string, who = 'gp') =>
    request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`);

  it('writes the fund statement into the EET fields, ratios as fractions, the selection considered', async () => {
    // The demo's positions and publications reach the read model through events: wait for the figures.
    const indicators = await waitFor(
      async () => {
        const res = await get(`/api/pai/funds/1/${YEAR}`);
        const list = (res.body.data?.indicators ?? []) as Indicator[];
        return list.find((i) => i.id === 'T1-1a')?.value != null ? list : null;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    const byId = new Map(indicators.map((i) => [i.id, i]));

    const res = await get(`/api/pai/funds/1/${YEAR}/eet.xlsx?considered=T2-4,T3-9`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="EET-PAI-${YEAR}-`));
    const { eet, sheets } = await readWorkbook(res.body as Buffer);
    expect(sheets).toEqual(['EET', 'PAI fields', 'Source']);
    // 358 fields of the workbook's PAI range (89 quartets, frequency, reference date), in sheet order.
    expect(eet.size).toBe(358);
    expect([...eet.keys()][0]).toBe('30000_PAI_Snapshot_Frequency');
    expect(eet.get('30000_PAI_Snapshot_Frequency')).toBe('A');
    expect(eet.get('30010_PAI_Reference_Date')).toMatch(new RegExp(`^${YEAR}-(03-31|06-30|09-30|12-31)$`));

    // T1-1a Scope 1 (tCO2e): the statement's value; T1-4 fossil exposure (%) as a fraction.
    const scope1 = byId.get('T1-1a')!;
    expect(eet.get('30020_GHG_Emissions_Scope_1_Value')).toBeCloseTo(scope1.value!, 9);
    const fossil = byId.get('T1-4')!;
    const fossilValue = eet.get('30380_Exposure_To_Companies_Active_In_The_Fossil_Fuel_Sector_Value');
    if (fossil.value === null) expect(fossilValue).toBeNull();
    else expect(fossilValue).toBeCloseTo(fossil.value / 100, 12);
    // Coverage: mean over the quarter ends of covered value / all investments; Eligible: the eligible share.
    const coverage =
      scope1.quarters.reduce((s, q) => s + q.coveredValue / q.allInvestments, 0) / scope1.quarters.length;
    const [coverageName, eligibleName] = [...eet.keys()].filter(
      (k) => k.startsWith('30040_') || k.startsWith('30050_'),
    );
    expect(eet.get(coverageName)).toBeCloseTo(coverage, 12);
    expect(eet.get(eligibleName)).toBeCloseTo(scope1.eligibleShare, 12);
    expect(eet.get(coverageName) as number).toBeLessThanOrEqual(1);

    // Considered: Table 1 always, the optional indicators named (T2-4, T3-9) and no others.
    const considered = (code: number) => eet.get([...eet.keys()].find((k) => k.startsWith(`${code}_`))!);
    expect(considered(30030)).toBe('Y');
    expect(considered(31500)).toBe('Y'); // T2-4 (value field 31490)
    expect(considered(31380)).not.toBe('Y'); // T2-1 (value field 31370): N, or empty when not computed
  });

  it('marks the company’s selection Considered when the call names none (the selection event)', async () => {
    // The demo's selection (T2-4, T3-2, T3-9: data collection's seed, announced by the same event) first.
    const fieldsOf = async () => {
      const res = await get(`/api/pai/funds/1/${YEAR}/eet.xlsx`).buffer(true).parse(binary).expect(200);
      const { eet: fields } = await readWorkbook(res.body as Buffer);
      return (code: number) => fields.get([...fields.keys()].find((k) => k.startsWith(`${code}_`))!);
    };
    const demo = await waitFor(
      async () => {
        const considered = await fieldsOf();
        return considered(31500) === 'Y' ? considered : null; // T2-4
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(demo(31380)).not.toBe('Y'); // T2-1, not in the demo selection
    await request(host.url)
      .put('/api/indicators/optionalIndicators/1')
      .set('authorization', `Bearer ${tokens.gp}`)
      .send({ indicatorIds: ['T2-1', 'T3-9'] })
      .expect(200);
    // data-collection.company.pai-indicators-selected.v1 reaches the reporting service: T2-1 becomes Y.
    const eet = await waitFor(
      async () => {
        const res = await get(`/api/pai/funds/1/${YEAR}/eet.xlsx`).buffer(true).parse(binary).expect(200);
        const { eet: fields } = await readWorkbook(res.body as Buffer);
        const t21 = fields.get([...fields.keys()].find((k) => k.startsWith('31380_'))!);
        return t21 === 'Y' ? fields : null;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    const considered = (code: number) => eet.get([...eet.keys()].find((k) => k.startsWith(`${code}_`))!);
    expect(considered(30030)).toBe('Y'); // Table 1
    expect(considered(31500)).not.toBe('Y'); // T2-4, no longer selected
  });

  it('refuses what it cannot export with the reason, and other companies', async () => {
    const unknown = await get(`/api/pai/funds/1/${YEAR}/eet.xlsx?considered=T9-9`).expect(404);
    expect(unknown.body.message).toBe('There is no PAI indicator "T9-9"');
    const empty = await get('/api/pai/entities/1/2001/eet.xlsx').expect(422);
    expect(empty.body.message).toBe(
      'There are no PAI figures for 2001 yet: record positions at its quarter ends to export the EET',
    );
    await get(`/api/pai/funds/1/${YEAR}/eet.xlsx`, 'pc').expect(403);
    await get(`/api/pai/funds/424242/${YEAR}/eet.xlsx`).expect(404);
    await request(host.url).get(`/api/pai/entities/1/${YEAR}/eet.xlsx`).expect(401);
  });
});
