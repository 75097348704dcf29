import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import { PAI_INDICATORS } from '../../src/domain/pai/catalogue';
import {
  PAI_INDICATOR_INPUTS,
  PAI_INDICATOR_POSITION_INPUTS,
  PAI_INPUTS,
  type PaiInputMetric,
} from '@esg/contracts';
import { Reading, inputSlots } from '../../src/domain/pai/reading';
import { loadPaiReference } from '../../src/infrastructure/pai-reference';

interface CoreMetric {
  code: string;
  type: string;
  unit: string;
}
const metricsCore = JSON.parse(readFileSync(referenceFilePath('metrics-core.json'), 'utf8')) as {
  metrics: CoreMetric[];
};
const core = new Map(metricsCore.metrics.map((m) => [m.code, m]));
const inputs = Object.values<PaiInputMetric>(PAI_INPUTS);

describe('PAI inputs and metrics-core.json', () => {
  it('every input marked core is a metrics-core.json code, with its type and unit', () => {
    const mine = inputs.filter((m) => m.core).map((m) => [m.code, m.type, m.unit]);
    const theirs = inputs
      .filter((m) => m.core)
      .map((m) => [m.code, core.get(m.code)?.type ?? '(absent)', core.get(m.code)?.unit ?? '(absent)']);
    expect(mine).toEqual(theirs);
  });

  it('reads every metrics-core.json code that names an SFDR indicator in its used_by', () => {
    const sfdr = metricsCore.metrics
      .filter((m) => (m as unknown as { used_by: string[] }).used_by.some((u) => u.startsWith('SFDR')))
      .map((m) => m.code)
      .sort();
    const read = inputs.filter((m) => m.core).map((m) => m.code);
    for (const code of sfdr) expect({ code, read: read.includes(code) }).toEqual({ code, read: true });
  });

  it('the other inputs are not metrics-core.json codes and follow its naming (<domain>.<snake_case>)', () => {
    for (const m of inputs.filter((i) => !i.core)) {
      expect({ code: m.code, inCore: core.has(m.code) }).toEqual({ code: m.code, inCore: false });
      expect(m.code).toMatch(/^(env|energy|water|waste|soc|gov|ghg|sov|re|fin)\.[a-z0-9]+(_[a-z0-9]+)*$/);
    }
    expect(new Set(inputs.map((m) => m.code)).size).toBe(inputs.length);
  });
});

describe('the indicator catalogue and sfdr_pai.json', () => {
  const reference = loadPaiReference();
  const rows = [...reference.indicators.values()].filter((i) => /^T[123]-\d+$/.test(i.id)).map((i) => i.id);

  it('computes every indicator of Tables 1, 2 and 3', () => {
    expect(rows).toHaveLength(18 + 22 + 24);
    const parents = new Set(PAI_INDICATORS.map((d) => d.parentId));
    expect(rows.filter((id) => !parents.has(id))).toEqual([]);
  });

  it('every figure belongs to a row of sfdr_pai.json, in its table', () => {
    for (const d of PAI_INDICATORS) {
      const row = reference.indicators.get(d.parentId);
      expect({ id: d.id, table: row?.table }).toEqual({ id: d.id, table: d.table });
    }
  });

  it("T1-1's four figures are sfdr_pai.json's sub-metrics, with their names", () => {
    const subs = reference.indicators.get('T1-1')!.subMetrics;
    expect(subs.map((s) => s.id)).toEqual(['T1-1a', 'T1-1b', 'T1-1c', 'T1-1d']);
    for (const s of subs) expect(PAI_INDICATORS.find((d) => d.id === s.id)?.label).toBe(s.metric);
  });

  it('T1-6 has one figure per high impact climate sector: NACE sections A to H and L', () => {
    expect(PAI_INDICATORS.filter((d) => d.parentId === 'T1-6').map((d) => d.id)).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'].map((s) => `T1-6-${s}`),
    );
  });

  it('the asset class follows sfdr_pai.json "applies_to"', () => {
    const expected = {
      'investments in investee companies': 'company',
      'investments in sovereigns and supranationals': 'sovereign',
      'investments in real estate assets': 'real-estate',
    } as Record<string, string>;
    for (const d of PAI_INDICATORS)
      expect([d.id, d.assetClass]).toEqual([d.id, expected[reference.indicators.get(d.parentId)!.appliesTo]]);
  });

  it('F1–F5 apply to the indicators sfdr_pai.json names', () => {
    for (const f of reference.formulae.values()) {
      const users = PAI_INDICATORS.filter((d) => d.formulaId === f.id && !d.supplementary).map((d) =>
        d.parentId === 'T1-1' ? d.id : d.parentId,
      );
      expect([f.id, [...new Set(users)]]).toEqual([f.id, applyTo(f.id)]);
    }
  });
});

function applyTo(formula: string): string[] {
  const json = JSON.parse(readFileSync(referenceFilePath('sfdr_pai.json'), 'utf8')) as {
    formulae: Array<{ id: string; applies_to: string[] }>;
  };
  return json.formulae.find((f) => f.id === formula)!.applies_to;
}

describe("calculation-inputs/pai.ts declares every indicator's inputs", () => {
  it("has an entry for exactly the catalogue's figures", () => {
    expect(Object.keys(PAI_INDICATOR_INPUTS).sort()).toEqual(PAI_INDICATORS.map((d) => d.id).sort());
  });

  it('each indicator reads no code it does not declare (every input reported, typed right)', () => {
    const sample: Record<string, number | boolean | string> = {};
    for (const m of inputs)
      sample[m.code] =
        m.type === 'boolean'
          ? true
          : m.code === 'company.nace'
            ? 'C.20.20'
            : m.code === 're.epc_class'
              ? 'C'
              : m.type === 'percent'
                ? 20
                : 10;
    for (const boolean of [true, false]) {
      for (const m of inputs) if (m.type === 'boolean') sample[m.code] = boolean;
      for (const d of PAI_INDICATORS) {
        if (d.position) {
          expect(PAI_INDICATOR_INPUTS[d.id]).toEqual([]);
          expect(PAI_INDICATOR_POSITION_INPUTS[d.id]).toEqual(['instrument', 'euGreenBond']);
          continue;
        }
        const reading = new Reading().reset(inputSlots(sample), true);
        d.evaluate(reading);
        const declared = new Set(PAI_INDICATOR_INPUTS[d.id].map((k) => PAI_INPUTS[k].code));
        const undeclared = (reading.read ?? []).filter((c) => !declared.has(c));
        expect([d.id, undeclared]).toEqual([d.id, []]);
        expect([d.id, reading.failed]).toEqual([d.id, false]);
      }
    }
  });
});

describe('docs/pai-methodology.md (the methodology note of the PAI report)', () => {
  const rows = readFileSync(`${__dirname}/../../../../docs/pai-methodology.md`, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it('lists every input code with its type, unit and whether metrics-core.json fixes it', () => {
    for (const m of inputs) {
      const row = rows.find((r) => r[0] === `\`${m.code}\``);
      expect([m.code, row?.slice(1, 4)]).toEqual([m.code, [m.type, m.unit || '—', m.core ? 'yes' : 'no']]);
    }
  });

  it('lists every figure id with its row, unit and method', () => {
    for (const d of PAI_INDICATORS) {
      const row = rows.find((r) => r[0] === `\`${d.id}\``);
      expect([d.id, row?.[1], row?.[4], row?.[5]]).toEqual([d.id, d.parentId, d.unit, d.formulaId]);
    }
  });
});
