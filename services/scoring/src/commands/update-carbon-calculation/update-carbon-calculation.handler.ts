import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CarbonCalculationView } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { ClimateAccess } from '../../application/climate-access';
import { FactorCatalogue } from '../../application/factor-catalogue';
import {
  CARBON_CALCULATIONS,
  calculationNotFound,
  presentCalculation,
  revisedCalculation,
  type CarbonCalculationRecord,
} from '../../domain/carbon/carbon-calculation';
import { compute, savedEvent } from '../../application/carbon-calculation-saving';
import { UpdateCarbonCalculationCommand } from './update-carbon-calculation.command';

@CommandHandler(UpdateCarbonCalculationCommand)
export class UpdateCarbonCalculationHandler implements ICommandHandler<UpdateCarbonCalculationCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly access: ClimateAccess,
    private readonly catalogue: FactorCatalogue,
  ) {}

  async execute({
    principal,
    calculationId,
    request,
  }: UpdateCarbonCalculationCommand): Promise<CarbonCalculationView> {
    const current = await this.store.get<CarbonCalculationRecord>(CARBON_CALCULATIONS, String(calculationId));
    if (!current) throw calculationNotFound(calculationId);
    await this.access.assertCalculatorWrite(principal, current.companyId);
    const now = new Date().toISOString();
    const computed = await compute(this.catalogue, request.activities, now);
    const record = await this.store.transaction(async (tx) => {
      const latest = await tx.get<CarbonCalculationRecord>(CARBON_CALCULATIONS, String(calculationId));
      if (!latest) throw calculationNotFound(calculationId);
      const revised = revisedCalculation(
        latest,
        { title: request.title || latest.title, activities: request.activities },
        computed,
        principal.userId,
        now,
      );
      await tx.put(CARBON_CALCULATIONS, revised);
      await tx.append([await savedEvent(tx, revised)]);
      return revised;
    });
    return presentCalculation(record);
  }
}
