import { overallGrade } from '@esg/access-policy';

// Spec 4's bands, written out by hand: 0–25 Weak, 26–50 Average, 51–75 Good, otherwise Excellent;
// a fractional score is rounded first (ADR 0190).
describe('overallGrade', () => {
  it.each([
    [0, 'Weak'],
    [25, 'Weak'],
    [25.4, 'Weak'],
    [25.5, 'Average'], // rounds to 26
    [26, 'Average'],
    [50, 'Average'],
    [50.5, 'Good'], // rounds to 51
    [51, 'Good'],
    [75, 'Good'],
    [75.4, 'Good'], // rounds to 75
    [75.5, 'Excellent'], // rounds to 76
    [76, 'Excellent'],
    [100, 'Excellent'],
  ])('grades %d as %s', (score, grade) => {
    expect(overallGrade(score)).toBe(grade);
  });

  it.each([-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d, which is not a score', (score) => {
    expect(() => overallGrade(score)).toThrow(RangeError);
  });
});
