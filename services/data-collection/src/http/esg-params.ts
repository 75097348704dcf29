import { z } from 'zod';
import { metricCodeSchema } from '@esg/contracts';
import { ZodPipe } from '@esg/platform';

export const responseIdPipe = () =>
  new ZodPipe(
    z.coerce
      .number({ error: 'id must be a number' })
      .int('id must be a positive integer')
      .positive('id must be a positive integer'),
  );
export const metricCodePipe = () => new ZodPipe(metricCodeSchema);
export const fileIdPipe = () => new ZodPipe(z.uuid({ error: 'fileId must be a file id' }));
