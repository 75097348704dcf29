import type { ServiceDefinition } from '@esg/platform';
import { DataCollectionModule } from './data-collection.module';
import { dataCollectionMigrations } from './infrastructure/migrations';
import { seedDataCollection, writeStandardsCatalogue } from './infrastructure/seed';

export const dataCollectionService: ServiceDefinition = {
  name: 'data-collection',
  migrations: dataCollectionMigrations,
  module: (runtime) => DataCollectionModule.register(runtime),
  referenceData: writeStandardsCatalogue,
  seed: seedDataCollection,
};
