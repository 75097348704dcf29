import type { ValueSource } from '@esg/contracts';
import { SqliteStore } from '@esg/persistence';
import { dataCollectionMigrations } from '../src/infrastructure/migrations';
import { CURRENT_VALUES, VALUE_VERSIONS, type ResponseState } from '../src/application/response-workspace';
import { ValueWriter, type CheckedChange } from '../src/application/value-writer';
import type { CurrentValueDoc, ResponseDoc, ValueVersionDoc } from '../src/domain/esg/response';

/**
 * The value writer over a real SQLite store, with more values than one write batch: every changed
 * value gets one version and one current value (new or replaced), unchanged ones get nothing.
 */
describe('ValueWriter.write', () => {
  const COUNT = 2500;
  const source: ValueSource = {
    kind: 'imported',
    calculationId: null,
    calculationType: null,
    importId: 'imp-1',
  };
  const change = (i: number, unchanged = false): CheckedChange => ({
    change: {
      code: `test.m${i}`,
      input: { status: 'provided', value: i + 0.5, comment: ` note ${i} ` },
      row: i + 2,
    },
    metric: null as never,
    checked: {
      value: i + 0.5,
      unit: 'tCO2e',
      rawValue: i + 0.5,
      rawUnit: null,
      exchangeRate: null,
      errors: [],
    },
    errors: [],
    warnings: [],
    warningsConfirmed: false,
    unchanged,
    lockedBy: null,
  });

  it('writes a version and a current value per changed value, across batches, in one transaction', async () => {
    const store = SqliteStore.open({ file: ':memory:', migrations: dataCollectionMigrations });
    const writer = new ValueWriter(null as never, null as never);
    const response = { companyId: 4, period: '2025', responseId: 9 } as ResponseDoc;
    // Values 0-99 exist already (version 1): they are replaced by version 2.
    const existing = new Map<string, CurrentValueDoc>();
    for (let i = 0; i < 100; i++)
      existing.set(`test.m${i}`, {
        id: `4|2025|test.m${i}`,
        companyId: 4,
        period: '2025',
        metricCode: `test.m${i}`,
        responseId: 9,
        valueVersionId: `old-${i}`,
        version: 1,
        value: 1,
        unit: 'tCO2e',
        rawValue: 1,
        rawUnit: null,
        exchangeRate: null,
        status: 'provided',
        reason: null,
        quality: null,
        dataQualityScore: null,
        comment: null,
        evidence: [],
        source,
        authorId: 1,
        authorName: null,
        createdAt: '2025-01-01T00:00:00.000Z',
        changeReason: null,
        warnings: [],
        warningsConfirmed: false,
        review: null,
      });
    await store.transaction(async (tx) => {
      await tx.insertMany(CURRENT_VALUES, [...existing.values()]);
    });
    const state = { response, values: new Map(existing) } as unknown as ResponseState;
    // Every 10th value is unchanged: no version for it.
    const checked = Array.from({ length: COUNT }, (_, i) => change(i, i % 10 === 5));

    const written = await store.transaction((tx) =>
      writer.write(
        { tx, state, actorId: 3, actorName: 'Ann', now: '2026-01-01T00:00:00.000Z', source },
        checked,
      ),
    );

    const changed = COUNT - COUNT / 10;
    expect(written).toHaveLength(changed);
    const versions = await store.find<ValueVersionDoc>(VALUE_VERSIONS, { period: '2025' });
    const currents = await store.find<CurrentValueDoc>(CURRENT_VALUES, { period: '2025' });
    expect(versions).toHaveLength(changed);
    expect(currents).toHaveLength(COUNT - COUNT / 10 + 10); // the 10 unchanged of 0-99 stay as they were
    const byCode = new Map(currents.map((c) => [c.metricCode, c]));
    expect(byCode.get('test.m5')?.version).toBe(1); // unchanged
    expect(byCode.get('test.m7')).toMatchObject({ version: 2, value: 7.5, comment: 'note 7' });
    expect(byCode.get('test.m2499')).toMatchObject({ version: 1, value: 2499.5, authorName: 'Ann' });
    // The current value is the version's content under its own id, with the review cleared.
    const version = versions.find((v) => v.metricCode === 'test.m7')!;
    const { id: _v, previous, ...content } = version;
    const { id, review, ...current } = byCode.get('test.m7')!;
    expect(current).toEqual(content);
    expect(id).toBe('4|2025|test.m7');
    expect(review).toBeNull();
    expect(previous).toEqual({ value: 1, unit: 'tCO2e', status: 'provided' });
    expect(Object.keys(byCode.get('test.m2499')!)).toEqual([
      ...Object.keys(content).filter((k) => !['companyId', 'period', 'metricCode', 'responseId'].includes(k)),
      'review',
      'id',
      'companyId',
      'period',
      'metricCode',
      'responseId',
    ]);
    expect(state.values.get('test.m7')?.version).toBe(2);
    await store.close();
  });
});
