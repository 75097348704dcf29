import { overallGrade } from '@esg/access-policy';

describe('overallGrade', () => {
  it.each([
    [0, 'Weak'],
    [25, 'Weak'],
    [27, 'Average'],
    [50, 'Average'],
    [52, 'Good'],
    [75, 'Good'],
    [76, 'Excellent'],
    [100, 'Excellent'],
  ])('grades %d as %s', (score, grade) => {
    expect(overallGrade(score)).toBe(grade);
  });

  it.each([
    [26, 'the first Average score'],
    [51, 'the first Good score'],
    [25.5, 'the gap between Weak and Average'],
    [50.5, 'the gap between Average and Good'],
    [75.5, 'the gap between Good and Excellent'],
  ])('reproduces the original boundary quirk: %d (%s) is Excellent', (score) => {
    expect(overallGrade(score)).toBe('Excellent');
  });

  it('keeps fractional scores inside a band in that band', () => {
    expect(overallGrade(12.5)).toBe('Weak');
    expect(overallGrade(26.01)).toBe('Average');
    expect(overallGrade(51.5)).toBe('Good');
  });

  it('falls through to Excellent for scores outside every band', () => {
    expect(overallGrade(-1)).toBe('Excellent');
    expect(overallGrade(Number.NaN)).toBe('Excellent');
  });
});
