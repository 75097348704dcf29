import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { platformError } from '../domain-error';

/** Validates a body, query or param with a zod schema from libs/contracts; bad input is a 400 naming the field. */
export class ZodPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const message = result.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    throw platformError('VALIDATION', message);
  }
}
