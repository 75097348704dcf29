import { Command } from '@nestjs/cqrs';
import type { CarbonCalculationView, CreateCarbonCalculationRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class CreateCarbonCalculationCommand extends Command<CarbonCalculationView> {
  constructor(
    readonly principal: Principal,
    readonly request: CreateCarbonCalculationRequest,
  ) {
    super();
  }
}
