import type { ServiceDefinition } from '@esg/platform';
import { reportingMigrations } from './infrastructure/migrations';
import { ReportingModule } from './reporting.module';

export const reportingService: ServiceDefinition = {
  name: 'reporting',
  migrations: reportingMigrations,
  module: (runtime) => ReportingModule.register(runtime),
};
