import { Body, Controller, Inject, Param, Post, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createCarbonCalculationRequestSchema,
  updateCarbonCalculationRequestSchema,
  type ApiResponse,
  type CarbonActivity,
  type CarbonCalculationView,
  type CreateCarbonCalculationRequest,
  type UpdateCarbonCalculationRequest,
} from '@esg/contracts';
import type { Store, Transaction } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { ClimateAccess } from '../../application/climate-access';
import { FactorCatalogue } from '../../application/factor-catalogue';
import { carbonQualityTable } from '../../infrastructure/reference-files';
import { calculateCarbon, categoryTotals } from '../../domain/carbon/calculate-carbon';
import {
  CARBON_CALCULATIONS,
  calculationNotFound,
  newCalculation,
  presentCalculation,
  revisedCalculation,
  type CarbonCalculationRecord,
} from '../../domain/carbon/carbon-calculation';
import { FACTOR_LIBRARIES, type FactorLibraryDoc } from '../../infrastructure/factor-library';
import { idParam } from '../../http/params';
import { carbonCalculationSaved } from '../../integration/carbon-events';
import { scoringError } from '../../domain/scoring.errors';

async function compute(catalogue: FactorCatalogue, activities: readonly CarbonActivity[], now: string) {
  const factors = await catalogue.byIds(activities.flatMap((a) => (a.factorId ? [a.factorId] : [])));
  const result = calculateCarbon(activities, factors, carbonQualityTable(), now);
  return { result, categories: categoryTotals(result, now) };
}

async function savedEvent(tx: Transaction, record: CarbonCalculationRecord) {
  const libraries = await tx.find<FactorLibraryDoc>(FACTOR_LIBRARIES, { id: { in: record.factorLibraries } });
  return carbonCalculationSaved(record, libraries);
}

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

export class CreateCarbonCalculationCommand extends Command<CarbonCalculationView> {
  constructor(
    readonly principal: Principal,
    readonly request: CreateCarbonCalculationRequest,
  ) {
    super();
  }
}

export class UpdateCarbonCalculationCommand extends Command<CarbonCalculationView> {
  constructor(
    readonly principal: Principal,
    readonly calculationId: number,
    readonly request: UpdateCarbonCalculationRequest,
  ) {
    super();
  }
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

/**
 * POST /carbon-calculations (201) and PUT /carbon-calculations/{id}: a company's calculation for a
 * period, by its own non-Contributor users where spec 6.2 offers the Carbon Calculator.
 */
@Controller('carbon-calculations')
export class SaveCarbonCalculationController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  async create(
    @Body(new ZodPipe(createCarbonCalculationRequestSchema)) body: CreateCarbonCalculationRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CarbonCalculationView>> {
    return {
      data: await this.commands.execute(new CreateCarbonCalculationCommand(principal, body)),
      message: 'Carbon calculation saved',
    };
  }

  @Put(':id')
  async update(
    @Param('id', idParam) id: number,
    @Body(new ZodPipe(updateCarbonCalculationRequestSchema)) body: UpdateCarbonCalculationRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CarbonCalculationView>> {
    return {
      data: await this.commands.execute(new UpdateCarbonCalculationCommand(principal, id, body)),
      message: 'Carbon calculation saved',
    };
  }
}
