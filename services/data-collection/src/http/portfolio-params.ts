import { z } from 'zod';
import { ZodPipe } from '@esg/platform';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive(`${name} must be a positive integer`);

export const fundIdPipe = () => new ZodPipe(positiveId('fundId'));
