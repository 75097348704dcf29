import { Command } from '@nestjs/cqrs';
import type { CreateFundRequest, Fund } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A fund manager creates a fund of its company (POST funds). */
export class CreateFundCommand extends Command<Fund> {
  constructor(
    readonly request: CreateFundRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
