import { z } from 'zod';
import { ZodPipe } from '@esg/platform';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive(`${name} must be a positive integer`);

export const companyIdPipe = () => new ZodPipe(positiveId('companyId'));
export const standardIdPipe = () => new ZodPipe(positiveId('standardId'));
