import { Command } from '@nestjs/cqrs';
import type { CarbonCalculationView, UpdateCarbonCalculationRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class UpdateCarbonCalculationCommand extends Command<CarbonCalculationView> {
  constructor(
    readonly principal: Principal,
    readonly calculationId: number,
    readonly request: UpdateCarbonCalculationRequest,
  ) {
    super();
  }
}
