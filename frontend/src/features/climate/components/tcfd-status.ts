import type { ResponseStatus } from '@esg/contracts/data-collection/responses';

/** How a response's status reads on this page. */
export const STATUS_TEXT: Record<ResponseStatus, string> = {
  requested: 'Requested',
  in_progress: 'In progress',
  submitted: 'Submitted for review',
  returned: 'Returned',
  accepted: 'Accepted',
  published: 'Published',
  reopened: 'Reopened',
};
