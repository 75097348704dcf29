import { z } from 'zod';
import { positiveIntegerInput } from '@esg/contracts';
import { DomainError, IdPipe, ZodPipe } from '@esg/platform';
import { isKnownIndicatorId } from '../domain/pai/catalogue';

/** A numeric path id: only its canonical digits; anything else is a 400 naming it. */
export const idPipe = (name: string) => new IdPipe(name);

/** The reference year of a PAI statement: its canonical digits (`2025`, never `2025.0` or `0x7e9`). */
export const yearPipe = new ZodPipe(
  positiveIntegerInput('year').pipe(
    z.number().min(2000, 'year must be 2000 or later').max(2100, 'year must be 2100 or earlier'),
  ),
);

/** An indicator of sfdr_pai.json the product computes (a figure id such as T1-1a, or a row such as T1-6). */
export const indicatorIdPipe = {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !isKnownIndicatorId(value))
      throw new DomainError('PAI_INDICATOR.NOT_FOUND', `There is no PAI indicator "${String(value)}"`);
    return value;
  },
};
