import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { ClimateAccess } from './application/climate-access';
import { FactorCatalogue } from './application/factor-catalogue';
import {
  CalculateCarbonController,
  CalculateCarbonHandler,
} from './commands/calculate-carbon/calculate-carbon';
import { CalculatePcafController } from './commands/calculate-pcaf/calculate-pcaf';
import { CalculateTcfdController } from './commands/calculate-tcfd/calculate-tcfd';
import { ImportEmissionFactorsController } from './commands/import-emission-factors/import-emission-factors.controller';
import { ImportEmissionFactorsHandler } from './commands/import-emission-factors/import-emission-factors.handler';
import { CreateCarbonCalculationHandler } from './commands/create-carbon-calculation/create-carbon-calculation.handler';
import { SaveCarbonCalculationController } from './commands/save-carbon-calculation/save-carbon-calculation.controller';
import { UpdateCarbonCalculationHandler } from './commands/update-carbon-calculation/update-carbon-calculation.handler';
import { CarbonCalculationsController } from './queries/carbon-calculations/carbon-calculations';
import { EmissionFactorsController } from './queries/emission-factors/emission-factors';
import { EmissionsSummaryController } from './queries/emissions-summary/emissions-summary';
import { GridFactorsController } from './queries/grid-factors/grid-factors';
import { TcfdAssessmentsGoneController } from './queries/tcfd-assessment/tcfd-assessment';

const CONTROLLERS: Type[] = [
  ImportEmissionFactorsController,
  GridFactorsController,
  EmissionFactorsController,
  CalculateCarbonController,
  CalculatePcafController,
  CalculateTcfdController,
  SaveCarbonCalculationController,
  CarbonCalculationsController,
  EmissionsSummaryController,
  TcfdAssessmentsGoneController,
];

@Module({})
export class ScoringModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: ScoringModule,
      imports: [CqrsModule.forRoot()],
      controllers: CONTROLLERS,
      providers: [
        ...runtimeProviders(runtime),
        ClimateAccess,
        FactorCatalogue,
        ImportEmissionFactorsHandler,
        CalculateCarbonHandler,
        CreateCarbonCalculationHandler,
        UpdateCarbonCalculationHandler,
      ],
    };
  }
}
