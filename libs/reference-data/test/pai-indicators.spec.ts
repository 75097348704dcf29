import { paiIndicatorRowsFrom, readPaiIndicatorRows } from '@esg/reference-data';

describe('the Annex I indicators of sfdr_pai.json', () => {
  it('lists the numbered indicators of the three tables in the file’s order, without sub-metrics', () => {
    const rows = readPaiIndicatorRows();
    // Delegated Regulation 2022/1288, Annex I: Table 1 has 18 indicators, Table 2 22, Table 3 24.
    expect(rows.filter((r) => r.table === 'Table 1')).toHaveLength(18);
    expect(rows.filter((r) => r.table === 'Table 2')).toHaveLength(22);
    expect(rows.filter((r) => r.table === 'Table 3')).toHaveLength(24);
    expect(rows[0]).toMatchObject({ id: 'T1-1', table: 'Table 1', indicator: '1. GHG emissions' });
    expect(rows.map((r) => r.id)).not.toContain('T1-1a');
    expect(rows.find((r) => r.id === 'T3-2')?.indicator).toBe('2. Rate of accidents');
  });

  it('names the field that is missing or mistyped', () => {
    const row = {
      id: 'T1-1',
      table: 'Table 1',
      category: 'c',
      adverse_sustainability_indicator: 'x',
      metric: 'm',
    };
    const file = (table1: unknown[]) => ({
      table_1_mandatory: table1,
      table_2_additional_climate_environment: [],
      table_3_additional_social: [],
    });
    expect(paiIndicatorRowsFrom(file([row]))).toHaveLength(1);
    expect(() => paiIndicatorRowsFrom(file([{ ...row, metric: 3 }]))).toThrow(
      'sfdr_pai.json: table_1_mandatory[0].metric is not a string',
    );
    expect(() => paiIndicatorRowsFrom({ table_1_mandatory: {} })).toThrow(
      'sfdr_pai.json: table_1_mandatory is not a list',
    );
  });
});
