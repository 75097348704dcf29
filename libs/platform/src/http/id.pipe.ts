import type { PipeTransform } from '@nestjs/common';
import { CANONICAL_ID_PATTERN } from '@esg/contracts';
import { platformError } from '../domain-error';

/**
 * The one parser of numeric ids in paths, for every controller of every service:
 * `@Param('id', new IdPipe()) id: number`. Only the canonical spelling of a positive integer passes
 * (`16`); `0x10`, ` 1` (`%201`), `01`, `1e1`, `1.0` and anything past 2^53 are 400, never another id.
 */
export class IdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly name = 'id') {}

  transform(value: unknown): number {
    if (
      typeof value !== 'string' ||
      !CANONICAL_ID_PATTERN.test(value) ||
      !Number.isSafeInteger(Number(value))
    )
      throw platformError('VALIDATION', `${this.name} must be a positive whole number written in digits`);
    return Number(value);
  }
}
