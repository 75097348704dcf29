import type { ServiceDefinition } from '@esg/platform';
import { actionPlansMigrations } from './infrastructure/migrations';
import { ActionPlansModule } from './action-plans.module';

export const actionPlansService: ServiceDefinition = {
  name: 'action-plans',
  migrations: actionPlansMigrations,
  module: (runtime) => ActionPlansModule.register(runtime),
};
