/** A comment on a recommendation: both sides see it. */
export type Comment = {
  id: string;
  commentId: number;
  recommendationId: number;
  planId: number;
  authorId: number;
  comment: string;
  createdAt: string;
  editedAt: string | null;
};

/** An internal note on a recommendation: the investor side only, never the portfolio company. */
export type InternalNote = {
  id: string;
  noteId: number;
  recommendationId: number;
  planId: number;
  authorId: number;
  note: string;
  createdAt: string;
  editedAt: string | null;
};

export type ChangeRequestStatus = 'pending' | 'approved' | 'rejected';

/** A due-date change asked by the portfolio company and decided by the GP. */
export type ChangeRequest = {
  id: string;
  changeRequestId: number;
  recommendationId: number;
  planId: number;
  type: 'due-date';
  currentDueDate: string;
  requestedDueDate: string;
  reason: string;
  status: ChangeRequestStatus;
  requestedBy: number;
  requestedAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
  decisionComment: string | null;
};
