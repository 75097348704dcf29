export type OverallGrade = 'Weak' | 'Average' | 'Good' | 'Excellent';

/**
 * The grade of an overall score by spec 4's bands: 0–25 Weak, 26–50 Average, 51–75 Good, otherwise
 * Excellent. A fractional score is rounded to the nearest whole number first (half up), so every
 * score has the grade of the whole number a user sees (25.5 shows as 26: Average). Scores are 0–100
 * by construction; anything else is a bug upstream and is refused rather than graded (ADR 0190).
 */
export function overallGrade(score: number): OverallGrade {
  if (!Number.isFinite(score) || score < 0 || score > 100) {
    throw new RangeError(`An overall score is 0–100; ${score} cannot be graded`);
  }
  const whole = Math.round(score);
  if (whole <= 25) return 'Weak';
  if (whole <= 50) return 'Average';
  if (whole <= 75) return 'Good';
  return 'Excellent';
}
