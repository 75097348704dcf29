import { z } from 'zod';
import { metricCodeSchema } from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';

/** Response ids: only canonical positive integers, as every id in a path (libs/platform IdPipe). */
export const responseIdPipe = () => new IdPipe('id');
export const metricCodePipe = () => new ZodPipe(metricCodeSchema);
export const fileIdPipe = () => new ZodPipe(z.uuid({ error: 'fileId must be a file id' }));
