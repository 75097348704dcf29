/**
 * The two texts a GP writes per PAI statement row: the Explanation and the "Actions taken, and actions
 * planned and targets set for the next reference period". One record per company (or fund), year and
 * indicator; every save is a version with its changes kept (who, when, old → new).
 */
export type PaiTextField = 'explanation' | 'actions';
export type PaiTextChanges = Partial<Record<PaiTextField, { before: string; after: string }>>;

export interface PaiTextScope {
  companyId: number;
  /** null: the GP entity's statement; a number: one of its funds. */
  fundId: number | null;
  year: number;
}

export interface PaiTextRecord {
  id: string;
  companyId: number;
  /** 0 for the entity's statement (stores filter on it; null is kept out of indexes). */
  fundKey: number;
  year: number;
  indicatorId: string;
  explanation: string;
  actions: string;
  version: number;
  updatedAt: string;
  updatedBy: number;
  [field: string]: unknown;
}

export interface PaiTextHistoryRecord {
  id: string;
  textId: string;
  companyId: number;
  fundKey: number;
  year: number;
  indicatorId: string;
  version: number;
  changedAt: string;
  changedBy: number;
  changes: PaiTextChanges;
  [field: string]: unknown;
}

export const fundKeyOf = (fundId: number | null): number => fundId ?? 0;
export const fundIdOf = (fundKey: number): number | null => (fundKey === 0 ? null : fundKey);

export function paiTextId(scope: PaiTextScope, indicatorId: string): string {
  return `${scope.companyId}:${scope.fundId ?? '-'}:${scope.year}:${indicatorId}`;
}

/**
 * The next version of a text after an edit, with what changed; null when the edit changes nothing (saving
 * the same text again adds no version and no history entry).
 */
export function applyPaiTextEdit(
  current: PaiTextRecord | null,
  scope: PaiTextScope,
  indicatorId: string,
  edit: { explanation?: string; actions?: string },
  actor: { userId: number; at: string },
): { next: PaiTextRecord; history: PaiTextHistoryRecord } | null {
  const before = { explanation: current?.explanation ?? '', actions: current?.actions ?? '' };
  const changes: PaiTextChanges = {};
  for (const field of ['explanation', 'actions'] as const) {
    const after = edit[field];
    if (after !== undefined && after !== before[field]) changes[field] = { before: before[field], after };
  }
  if (changes.explanation === undefined && changes.actions === undefined) return null;
  const id = paiTextId(scope, indicatorId);
  const version = (current?.version ?? 0) + 1;
  const next: PaiTextRecord = {
    id,
    companyId: scope.companyId,
    fundKey: fundKeyOf(scope.fundId),
    year: scope.year,
    indicatorId,
    explanation: changes.explanation?.after ?? before.explanation,
    actions: changes.actions?.after ?? before.actions,
    version,
    updatedAt: actor.at,
    updatedBy: actor.userId,
  };
  const history: PaiTextHistoryRecord = {
    id: `${id}:${version}`,
    textId: id,
    companyId: scope.companyId,
    fundKey: next.fundKey,
    year: scope.year,
    indicatorId,
    version,
    changedAt: actor.at,
    changedBy: actor.userId,
    changes,
  };
  return { next, history };
}
