import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CALCULATIONS,
  calculationInputs,
  calculationsReading,
  type CalculationInputFiles,
} from '../src/calculation-inputs';

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(join(__dirname, '../../reference-data/files', file), 'utf8')) as T;
const files: CalculationInputFiles = {
  scorecardMethod: read('product/scorecard-method.json'),
  tcfdQuestionnaire: read('tcfd-questionnaire.json'),
};

describe('the registry of calculation inputs', () => {
  const inputs = calculationInputs(files);

  it('lists figures of every calculation', () => {
    for (const calculation of CALCULATIONS)
      expect({ calculation, figures: inputs.some((i) => i.calculation === calculation) }).toEqual({
        calculation,
        figures: true,
      });
  });

  it('says which figures read EVIC: the PAI figures attributed by enterprise value and PCAF for listed companies', () => {
    const reading = calculationsReading(inputs, 'company.evic');
    const pai = reading.find((r) => r.calculation === 'pai')!.figures;
    expect(pai).toEqual(
      expect.arrayContaining(['T1-1a', 'T1-1b', 'T1-1c', 'T1-1d', 'T1-2', 'T1-8', 'T1-9', 'T3-17b']),
    );
    expect(pai).not.toContain('T1-3');
    expect(reading.find((r) => r.calculation === 'pcaf')!.figures).toEqual([
      'listed-equity',
      'corporate-bonds',
      'business-loans',
    ]);
    expect(reading.map((r) => r.calculation)).toEqual(['pai', 'eet', 'pcaf']);
  });

  it('reads the TCFD statements and the ESG scorecard from their files', () => {
    expect(inputs.filter((i) => i.calculation === 'tcfd-statement').map((i) => [i.figure, i.codes])).toEqual([
      ['scope-calculation', ['tcfd.aa_110a_30', 'tcfd.aa_110a_31', 'tcfd.aa_110a_32']],
      ['largest-source', ['tcfd.aa_110a_33', 'tcfd.aa_110a_34', 'tcfd.aa_110a_35']],
    ]);
    const e1 = inputs.find((i) => i.calculation === 'esg-scorecard' && i.figure === 'E1');
    expect(e1?.codes).toEqual(['ghg.scope1', 'ghg.scope2_location', 'company.revenue']);
  });

  it('EDCI shares read the part, then the whole', () => {
    expect(inputs.find((i) => i.figure === 'EDCI-DIV-1')?.codes).toEqual([
      'gov.board_members_female',
      'gov.board_members',
    ]);
  });
});
