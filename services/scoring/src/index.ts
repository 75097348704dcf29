import type { ServiceDefinition } from '@esg/platform';
import { scoringMigrations } from './infrastructure/migrations';
import { ScoringModule } from './scoring.module';

export const scoringService: ServiceDefinition = {
  name: 'scoring',
  migrations: scoringMigrations,
  module: (runtime) => ScoringModule.register(runtime),
};
