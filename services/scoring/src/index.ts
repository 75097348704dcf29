import { SCORING_ERRORS } from './domain/scoring.errors';
import type { ServiceDefinition } from '@esg/platform';
import { importBundledWorkbooks } from './infrastructure/factor-library';
import { scoringMigrations } from './infrastructure/migrations';
import { seedScoring } from './infrastructure/seed';
import { WORKBOOK_MEDIA_TYPE, WORKBOOK_UPLOAD_LIMITS } from './infrastructure/upload-guard';
import { startCompanyDirectory } from './integration/company-directory.consumer';
import { handOverTcfdAssessments } from './integration/tcfd-handover';
import { ScoringModule } from './scoring.module';

export const scoringService: ServiceDefinition = {
  name: 'scoring',
  errors: SCORING_ERRORS,
  migrations: scoringMigrations,
  module: (runtime) => ScoringModule.register(runtime),
  // The official DESNZ and EPA workbooks of libs/reference-data; a workbook already imported (same
  // SHA-256) is skipped, so a restart costs a checksum per file.
  referenceData: async (runtime) => {
    await importBundledWorkbooks(runtime);
    // Migration 12's data step (ADR 0056): stored TCFD assessments go to data collection, once.
    await handOverTcfdAssessments(runtime.store);
  },
  seed: (runtime) => seedScoring(runtime),
  consumers: async (runtime) => [await startCompanyDirectory(runtime)],
  // Workbook uploads (POST /api/emission-factors/import) arrive as the raw .xlsx body.
  configureHttp: async (fastify) => {
    fastify.addContentTypeParser(
      WORKBOOK_MEDIA_TYPE,
      { parseAs: 'buffer', bodyLimit: WORKBOOK_UPLOAD_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
  },
};

export { handOverTcfdAssessments } from './integration/tcfd-handover';
