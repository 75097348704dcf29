import type { ServiceDefinition } from '@esg/platform';
import { DataCollectionModule } from './data-collection.module';
import { dataCollectionMigrations } from './infrastructure/migrations';
import { seedDataCollection, writeStandardsCatalogue } from './infrastructure/seed';
import { startCompanyHistory } from './integration/company-history.consumer';
import { startUserDirectory } from './integration/user-directory.consumer';

export const dataCollectionService: ServiceDefinition = {
  name: 'data-collection',
  migrations: dataCollectionMigrations,
  module: (runtime) => DataCollectionModule.register(runtime),
  referenceData: writeStandardsCatalogue,
  seed: seedDataCollection,
  consumers: async (runtime) => [await startUserDirectory(runtime), await startCompanyHistory(runtime)],
};
