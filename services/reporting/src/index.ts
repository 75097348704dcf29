import { REPORTING_ERRORS } from './domain/reporting.errors';
import type { ServiceDefinition } from '@esg/platform';
import { reportingMigrations } from './infrastructure/migrations';
import { loadPaiReference } from './infrastructure/pai-reference';
import { ReportingModule } from './reporting.module';
import { analysisProjection, fillBenchmarkReadModel } from './projections/analysis.projection';
import { paiProjectionWith } from './projections/pai.projection';
import { readFactSettings } from './application/fact-settings';
import { startProjection } from './projections/projection';
import { startPaiSelections } from './integration/pai-selections.consumer';
import { startEdciDirectory } from './integration/edci-directory.consumer';
import { edciReference } from './infrastructure/edci-reference';
import { seedDemoMateriality } from './infrastructure/materiality-seed';

/** The stateless PAI calculation takes whole portfolios: 500 companies with every input is ~2 MB of JSON. */
export const PAI_CALCULATION_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const reportingService: ServiceDefinition = {
  name: 'reporting',
  errors: REPORTING_ERRORS,
  migrations: reportingMigrations,
  module: (runtime) => ReportingModule.register(runtime),
  seed: seedDemoMateriality,
  consumers: async (runtime) => [
    // FACT_MAX_AGE_YEARS is read (and checked) at start: a bad value stops the service naming it.
    await startProjection(runtime.store, paiProjectionWith(readFactSettings()), (options) =>
      runtime.bus.subscribe(options),
    ),
    // A data folder from before the benchmark read model (ADR 0171) gets it filled once, before consuming.
    await fillBenchmarkReadModel(runtime.store).then(() =>
      startProjection(runtime.store, analysisProjection, (options) => runtime.bus.subscribe(options)),
    ),
    await startPaiSelections(runtime),
    await startEdciDirectory(runtime),
  ],
  // sfdr_pai.json is read (and checked) at start: a broken reference file stops the service, not a request.
  referenceData: async () => {
    loadPaiReference();
    // edci.json against the dictionary (ADR 0074): a metric without a formula stops the service at start.
    edciReference();
  },
  configureHttp: async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (route.url === '/api/calculations/pai' && route.method === 'POST')
        route.bodyLimit = PAI_CALCULATION_BODY_LIMIT_BYTES;
    });
  },
};

export { reportingMigrations } from './infrastructure/migrations';
export { loadPaiReference } from './infrastructure/pai-reference';
export { readEetPaiFields } from './infrastructure/eet-fields';
export { calculatePai, validatePaiInput, type PaiCalculationOptions } from './domain/pai/calculate';
export { PAI_INDICATORS, selectIndicators } from './domain/pai/catalogue';
export { PAI_INPUTS, PAI_INDICATOR_INPUTS, INSTRUMENT_ASSET_CLASS } from '@esg/contracts';
export { defaultPaiExplanation } from './domain/pai/explanation';
export { entityQuarters } from './domain/pai/entity';
export { eetPaiRows, EET_VALUE_FIELDS } from './domain/pai/eet';
export type * from './domain/pai/model';
export { paiProjection, paiProjectionWith, statementId } from './projections/pai.projection';
export { readFactSettings } from './application/fact-settings';
export { analysisProjection } from './projections/analysis.projection';
export * as analysisDomain from './domain/analysis';
export { replay as replayReporting, outboxLog, rebuildReportingFromDataDir } from './rebuild/rebuild';
export { ANALYSIS_COMPANIES, ANALYSIS_FUNDS, ANALYSIS_VALUES } from './infrastructure/migrations';
export { analysisMetrics, kindOf } from './infrastructure/analysis-metrics';
export { companyBenchmark, portfolioBenchmark } from './queries/benchmark/benchmark';
export { benchmarkReadModel, type BenchmarkReadModel } from './infrastructure/benchmark-read-model';
export { benchmarkRows } from './projections/benchmark-rows';
