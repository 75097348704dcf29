/**
 * The reporting year the Carbon Calculator opens on: the newest year with a saved inventory, so that
 * what was saved is what the user sees first (issue 29, item 8: it opened on an empty 2025 while only
 * 2024 had an inventory); the year before `currentYear` when nothing is saved yet.
 */
export function openingPeriod(savedPeriods: readonly string[], currentYear: number): string {
  const newest = [...savedPeriods].sort((a, b) => b.localeCompare(a))[0];
  return newest ?? String(currentYear - 1);
}
