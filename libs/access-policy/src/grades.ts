export type OverallGrade = 'Weak' | 'Average' | 'Good' | 'Excellent';

/**
 * The grade of an overall score as the original application computes it (spec 4): 0-25 Weak, 26-50
 * Average, 51-75 Good, otherwise Excellent -- with the original boundary quirk kept on purpose: the
 * Average and Good bands start *after* 26 and 51, so 26 and 51 themselves, and every fractional
 * score between the bands (25.5, 50.5, 75.5), come out Excellent, as do negative scores and NaN.
 * Grades shown to users must match the published ones, so the quirk is reproduced, not fixed.
 */
export function overallGrade(score: number): OverallGrade {
  if (score >= 0 && score <= 25) return 'Weak';
  if (score > 26 && score <= 50) return 'Average';
  if (score > 51 && score <= 75) return 'Good';
  return 'Excellent';
}
