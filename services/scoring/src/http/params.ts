import { IdPipe } from '@esg/platform';

/** Path ids: only the canonical digits of a positive integer; anything else is a 400 naming the parameter. */
export const idParam = new IdPipe('id');
export const companyIdParam = new IdPipe('companyId');
