import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CarbonCalculationView, CreateCarbonCalculationRequest } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { ClimateAccess } from '../../application/climate-access';
import { FactorCatalogue } from '../../application/factor-catalogue';
import {
  CARBON_CALCULATIONS,
  newCalculation,
  presentCalculation,
  type CarbonCalculationRecord,
} from '../../domain/carbon/carbon-calculation';
import { scoringError } from '../../domain/scoring.errors';
import { compute, savedEvent } from '../../application/carbon-calculation-saving';
import { CreateCarbonCalculationCommand } from './create-carbon-calculation.command';

/**
 * Creates a company's calculation for a period and emits scoring.carbon-calculation.saved.v1 in the
 * same transaction. Also used by the demo seed, so demo data goes through the same rules.
 */
export async function createCarbonCalculation(
  store: Store,
  catalogue: FactorCatalogue,
  input: Pick<CreateCarbonCalculationRequest, 'companyId' | 'period' | 'title' | 'activities'> & {
    by: number;
  },
  now = new Date().toISOString(),
): Promise<CarbonCalculationRecord> {
  const computed = await compute(catalogue, input.activities, now);
  return store.transaction(async (tx) => {
    const [existing] = await tx.find<CarbonCalculationRecord>(
      CARBON_CALCULATIONS,
      { companyId: input.companyId, period: input.period },
      { limit: 1 },
    );
    if (existing)
      throw scoringError(
        'CARBON_CALCULATION.CONFLICT',
        `Company ${input.companyId} already has a carbon calculation for ${input.period} (id ${existing.calculationId}); change it with PUT /api/carbon-calculations/${existing.calculationId}`,
      );
    const calculationId = await tx.nextId(CARBON_CALCULATIONS);
    const record = newCalculation(
      {
        calculationId,
        companyId: input.companyId,
        period: input.period,
        title: input.title || `Carbon calculation ${input.period}`,
        activities: input.activities,
      },
      computed,
      input.by,
      now,
    );
    await tx.insert(CARBON_CALCULATIONS, record);
    await tx.append([await savedEvent(tx, record)]);
    return record;
  });
}

@CommandHandler(CreateCarbonCalculationCommand)
export class CreateCarbonCalculationHandler implements ICommandHandler<CreateCarbonCalculationCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly access: ClimateAccess,
    private readonly catalogue: FactorCatalogue,
  ) {}

  async execute({ principal, request }: CreateCarbonCalculationCommand): Promise<CarbonCalculationView> {
    await this.access.assertCalculatorWrite(principal, request.companyId);
    const record = await createCarbonCalculation(this.store, this.catalogue, {
      ...request,
      by: principal.userId,
    });
    return presentCalculation(record);
  }
}
