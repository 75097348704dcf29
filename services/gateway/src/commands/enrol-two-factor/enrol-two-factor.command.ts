import { Command } from '@nestjs/cqrs';
import type { TwoFactorEnrolment } from '@esg/contracts';

/** Starts enrolment: a new secret to scan; two-factor is on only once a first code confirms it. */
export class EnrolTwoFactorCommand extends Command<TwoFactorEnrolment> {
  constructor(readonly userId: number) {
    super();
  }
}
