import {
  applyStandardsChoice,
  canSubmitDataCollection,
  isStandardSelectable,
  redirectAfterDataCollection,
  reportingCycleOptions,
} from '@esg/access-policy';

describe('reportingCycleOptions', () => {
  it('offers Quarterly, 6-Monthly and Annually to every type but lp', () => {
    for (const type of ['gp', 'pc', 'admin'] as const) {
      expect(reportingCycleOptions(type)).toEqual([
        { value: 'quarterly', label: 'Quarterly' },
        { value: '6-monthly', label: '6-Monthly' },
        { value: 'annually', label: 'Annually' },
      ]);
    }
  });

  it('offers only Annually to lp', () => {
    expect(reportingCycleOptions('lp')).toEqual([{ value: 'annually', label: 'Annually' }]);
  });
});

describe('applyStandardsChoice', () => {
  it('selects DDM (6) with the pension-fund standard (5)', () => {
    expect(applyStandardsChoice([1], 5, true)).toEqual([1, 5, 6]);
    expect(applyStandardsChoice([6, 1], 5, true)).toEqual([6, 1, 5]);
  });

  it('removes DDM when 5 is unselected', () => {
    expect(applyStandardsChoice([1, 5, 6], 5, false)).toEqual([1]);
  });

  it('toggles other standards alone, without duplicates, leaving the input untouched', () => {
    const selected = [1, 5, 6];
    expect(applyStandardsChoice(selected, 6, false)).toEqual([1, 5]);
    expect(applyStandardsChoice(selected, 8, true)).toEqual([1, 5, 6, 8]);
    expect(applyStandardsChoice(selected, 1, true)).toEqual([1, 5, 6]);
    expect(selected).toEqual([1, 5, 6]);
  });
});

describe('data collection modal rules', () => {
  it('disables the IMM standard', () => {
    expect(isStandardSelectable({ name: 'IMM' })).toBe(false);
    expect(isStandardSelectable({ name: ' imm ' })).toBe(false);
    expect(isStandardSelectable({ name: 'SFDR' })).toBe(true);
    expect(isStandardSelectable({ name: 'ESG' })).toBe(true);
  });

  it('needs a chosen or an existing reporting cycle to submit', () => {
    expect(canSubmitDataCollection(null, null)).toBe(false);
    expect(canSubmitDataCollection('annually', null)).toBe(true);
    expect(canSubmitDataCollection(undefined, 'quarterly')).toBe(true);
  });

  it('sends an SFDR-first company to the access manager or the SFDR orientation', () => {
    expect(redirectAfterDataCollection(8, 2)).toBe('/access-manager');
    expect(redirectAfterDataCollection(8, 0)).toBe('/sfdrOrientation');
    expect(redirectAfterDataCollection(1, 5)).toBeNull();
    expect(redirectAfterDataCollection(undefined, 0)).toBeNull();
  });
});
