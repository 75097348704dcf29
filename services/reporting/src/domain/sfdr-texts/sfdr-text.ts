/**
 * A section a GP writes in an SFDR document (issue 26): the narrative sections of the entity's PAI
 * statement (Annex I of Delegated Regulation 2022/1288) and the fields of a fund's periodic report
 * (Annexes IV and V) the platform cannot know. One record per document, owner (the GP for the
 * statement, the fund for the periodic report), year and section; each save is a version with its
 * change (who, when, before → after), as the PAI report's explanations are (domain/pai-texts).
 */
export type SfdrDocument = 'pai-statement' | 'periodic-report';

export interface SfdrTextScope {
  document: SfdrDocument;
  /** The GP company (statement) or the fund (periodic report). */
  ownerId: number;
  year: number;
}

export interface SfdrTextRecord {
  id: string;
  document: SfdrDocument;
  ownerId: number;
  year: number;
  sectionId: string;
  text: string;
  version: number;
  updatedAt: string;
  updatedBy: number;
  [field: string]: unknown;
}

export interface SfdrTextHistoryRecord {
  id: string;
  textId: string;
  version: number;
  changedAt: string;
  changedBy: number;
  before: string;
  after: string;
  [field: string]: unknown;
}

export const sfdrTextId = (scope: SfdrTextScope, sectionId: string): string =>
  `${scope.document}:${scope.ownerId}:${scope.year}:${sectionId}`;

/** The next version after an edit, or null when the text does not change (no version, no history). */
export function applySfdrTextEdit(
  current: SfdrTextRecord | null,
  scope: SfdrTextScope,
  sectionId: string,
  text: string,
  actor: { userId: number; at: string },
): { next: SfdrTextRecord; history: SfdrTextHistoryRecord } | null {
  const before = current?.text ?? '';
  if (current && text === before) return null;
  const id = sfdrTextId(scope, sectionId);
  const version = (current?.version ?? 0) + 1;
  return {
    next: {
      id,
      document: scope.document,
      ownerId: scope.ownerId,
      year: scope.year,
      sectionId,
      text,
      version,
      updatedAt: actor.at,
      updatedBy: actor.userId,
    },
    history: {
      id: `${id}:${version}`,
      textId: id,
      version,
      changedAt: actor.at,
      changedBy: actor.userId,
      before,
      after: text,
    },
  };
}
