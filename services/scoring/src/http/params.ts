import { z } from 'zod';
import { ZodPipe } from '@esg/platform';

const positiveId = (name: string) =>
  new ZodPipe(
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a positive integer`)
      .positive(`${name} must be a positive integer`),
  );

/** Path ids: anything but a positive integer is a 400 naming the parameter. */
export const idParam = positiveId('id');
export const companyIdParam = positiveId('companyId');
