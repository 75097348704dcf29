import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { responseIdOf } from './esg-fixtures';

interface Section {
  metrics: Array<{ code: string; value: unknown; validation: unknown }>;
  sections: Section[];
}
interface HistoryEntry {
  kind: 'version' | 'review';
  version: number;
  why: string | null;
  verdict: string | null;
  after: {
    value: unknown;
    comment: string | null;
    warnings: Array<{ rule: string }>;
    warningsConfirmed: boolean;
  };
}

/**
 * Confirmations and comments are part of the value's version (issue 21, finding 6): a year-on-year
 * warning the company confirmed does not come back when the same value is imported again (and a
 * confirmation is never carried to a different value); the value history shows the confirmation and
 * the company's correction comment beside the reviewer's verdict.
 */
describe('confirmations and comments belong to the value version', () => {
  let host: DataCollectionHost;
  let northwind2025: number;

  beforeAll(async () => {
    host = await startDataCollection();
    // Demo data: Northwind's ESG 2025 is in progress; its 2024 scope 1 was published (787 tCO2e).
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
  });
  afterAll(async () => host?.dispose());

  const put = (code: string, body: object) =>
    host.as('pc@demo.test').put(`/api/responses/${northwind2025}/values/${code}`).send(body);
  const history = async (code: string) =>
    (await host.as('pc@demo.test').get(`/api/responses/${northwind2025}/values/${code}/history`).expect(200))
      .body.data as HistoryEntry[];
  const template = async () =>
    (
      await host
        .as('pc@demo.test')
        .get(`/api/responses/${northwind2025}/template.xlsx`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body as Buffer;
  const upload = (file: Buffer) =>
    host
      .as('pc@demo.test')
      .post(`/api/responses/${northwind2025}/import`)
      .attach('file', file, 'values.xlsx');
  const metric = async (code: string) => {
    const data = (await host.as('pc@demo.test').get(`/api/responses/${northwind2025}`).expect(200)).body.data;
    const all = (sections: Section[]): Section['metrics'] =>
      sections.flatMap((s) => [...s.metrics, ...all(s.sections)]);
    return all(data.sections as Section[]).find((m) => m.code === code);
  };

  it('keeps a confirmed year-on-year warning confirmed through an import of the same value', async () => {
    const saved = await put('ghg.scope1', { value: 3000 }).expect(200);
    // 787 → 3,000 tCO2e: +281.2 %, over the 50 % threshold.
    expect(saved.body.data.warnings).toEqual([expect.objectContaining({ rule: 'yearOnYear' })]);
    const confirmed = await put('ghg.scope1', { value: 3000, confirmWarnings: true }).expect(200);
    expect(confirmed.body.data.value).toMatchObject({ warningsConfirmed: true });
    const version = confirmed.body.data.value.version as number;

    const imported = await upload(await template()).expect(201);
    expect(imported.body.data.warnings).toEqual([]);
    expect(await metric('ghg.scope1')).toMatchObject({
      value: { version, warningsConfirmed: true },
      validation: { warnings: [] },
    });
  });

  it('does not carry a confirmation to another value: a new change is warned again', async () => {
    const changed = await put('ghg.scope1', { value: 3200 }).expect(200);
    expect(changed.body.data.value).toMatchObject({ value: 3200, warningsConfirmed: false });
    expect(changed.body.data.warnings).toHaveLength(1);
  });

  it("shows the confirmation and the company's correction comment in the value history", async () => {
    await put('ghg.scope1', { value: 3200, confirmWarnings: true }).expect(200);
    const entries = await history('ghg.scope1');
    const confirmation = entries.filter((e) => e.kind === 'version').at(-1)!;
    expect(confirmation.after).toMatchObject({
      value: 3200,
      warnings: [expect.objectContaining({ rule: 'yearOnYear' })],
      warningsConfirmed: true,
    });

    // A value corrected with a comment for the reviewer: the comment is in the history's version.
    const energy = 'energy.consumption_total';
    await put(energy, { value: 12000 }).expect(200);
    const corrected = await put(energy, {
      value: 10400,
      comment: 'Corrected: the 12,000 MWh included the tenant building',
      confirmWarnings: true,
    }).expect(200);
    expect(corrected.body.data.value.comment).toBe('Corrected: the 12,000 MWh included the tenant building');
    const energyHistory = await history(energy);
    expect(energyHistory.at(-1)).toMatchObject({
      kind: 'version',
      after: { value: 10400, comment: 'Corrected: the 12,000 MWh included the tenant building' },
    });
  });
});
