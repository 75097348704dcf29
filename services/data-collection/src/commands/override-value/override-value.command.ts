import { Command } from '@nestjs/cqrs';
import type { OverrideValueRequest, ValueOverride } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * PUT and DELETE /responses/{id}/values/{metricCode}/override (issue 27, ADR 0181, rule 128): the investor
 * that asked for a published response sets an alternative to one of its values, with a reason (and the
 * evidence attached to the value that backs it), or withdraws it. The company's value stays the value's
 * current version, in its history and its exports; the flags on that version count as resolved by the
 * override. Each step is an event like any change.
 */
export class OverrideValueCommand extends Command<ValueOverride | null> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    readonly request: OverrideValueRequest | null,
  ) {
    super();
  }
}
