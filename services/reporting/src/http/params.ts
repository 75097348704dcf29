import { z } from 'zod';
import { DomainError, ZodPipe } from '@esg/platform';
import { isKnownIndicatorId } from '../domain/pai/catalogue';

/** A numeric path id; anything else is a 400 naming it. */
export const idPipe = (name: string) =>
  new ZodPipe(
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a positive integer`)
      .positive(`${name} must be a positive integer`),
  );

/** The reference year of a PAI statement. */
export const yearPipe = new ZodPipe(
  z.coerce
    .number({ error: 'year must be a number' })
    .int('year must be a year such as 2025')
    .min(2000, 'year must be 2000 or later')
    .max(2100, 'year must be 2100 or earlier'),
);

/** An indicator of sfdr_pai.json the product computes (a figure id such as T1-1a, or a row such as T1-6). */
export const indicatorIdPipe = {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !isKnownIndicatorId(value))
      throw new DomainError('PAI_INDICATOR.NOT_FOUND', `There is no PAI indicator "${String(value)}"`);
    return value;
  },
};
