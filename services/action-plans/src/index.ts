import { ACTION_PLANS_ERRORS } from './domain/action-plans.errors';
import { ACTION_PLAN_FILE_MAX_BYTES, ACTION_PLAN_FILES_PER_UPLOAD } from '@esg/contracts';
import { registerMultipart, type ServiceDefinition } from '@esg/platform';
import { ActionPlansModule } from './action-plans.module';
import { startCompanyDirectory, startUserDirectory } from './integration/directory.consumers';
import { actionPlansMigrations } from './infrastructure/migrations';
import { writeLookups } from './infrastructure/reference-data';
import { seedActionPlans } from './infrastructure/seed';
import { startPlanSummaries } from './projections/plan-summaries.projection';

export const actionPlansService: ServiceDefinition = {
  name: 'action-plans',
  errors: ACTION_PLANS_ERRORS,
  migrations: actionPlansMigrations,
  module: (runtime) => ActionPlansModule.register(runtime),
  referenceData: writeLookups,
  seed: (runtime) => seedActionPlans(runtime),
  consumers: async (runtime) => [
    await startCompanyDirectory(runtime),
    await startUserDirectory(runtime),
    await startPlanSummaries(runtime.store, runtime.bus),
  ],
  // Uploads (deliverables, ES advisor and verification documents) are multipart; limits are checked again per part.
  configureHttp: async (fastify) => {
    await registerMultipart(fastify, {
      fileSize: ACTION_PLAN_FILE_MAX_BYTES,
      files: ACTION_PLAN_FILES_PER_UPLOAD,
    });
  },
};

export { rebuildPlanSummaries } from './projections/plan-summaries.projection';
