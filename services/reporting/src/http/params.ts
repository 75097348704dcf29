import { z } from 'zod';
import { positiveIntegerInput } from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { isKnownIndicatorId } from '../domain/pai/catalogue';
import { reportingError } from '../domain/reporting.errors';

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
      throw reportingError('PAI_INDICATOR.NOT_FOUND', `There is no PAI indicator "${String(value)}"`);
    return value;
  },
};

/** A reference date, `2025-12-31`: a real calendar day. */
export const datePipe = new ZodPipe(z.iso.date({ error: 'date must be a date such as 2025-12-31' }));

/**
 * `2025.docx`: a document's year and its format, one path segment (GET /pai/statements/{companyId}/{year}.docx);
 * `2025` alone is the document as data (format null). An unknown format is a 404 (there is no such document);
 * a year that is not canonical digits a 400.
 */
export function documentPipe<F extends string>(formats: readonly F[]) {
  return {
    transform(value: unknown): { year: number; format: F | null } {
      const match = typeof value === 'string' ? /^([^.]+)(?:\.([a-z]+))?$/.exec(value) : null;
      const format = match?.[2] ?? null;
      if (!match || (format !== null && !(formats as readonly string[]).includes(format)))
        throw reportingError(
          'SFDR_DOCUMENT.NOT_FOUND',
          `There is no document "${String(value)}"; ask for {year}.${formats.join(', {year}.')}`,
        );
      return { year: yearPipe.transform(match[1]), format: format as F | null };
    },
  };
}
