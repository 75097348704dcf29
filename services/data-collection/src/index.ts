import { ACTION_PLAN_FILE_MAX_BYTES, ACTION_PLAN_FILES_PER_UPLOAD } from '@esg/contracts';
import { registerMultipart, type ServiceDefinition } from '@esg/platform';
import { DataCollectionModule } from './data-collection.module';
import { DATA_COLLECTION_ERRORS } from './domain/data-collection.errors';
import { seedEsgData } from './infrastructure/esg-seed';
import { startRegistrationConfirmations } from './integration/registration-confirmations.consumer';
import { dataCollectionMigrations } from './infrastructure/migrations';
import { seedDataCollection, writeStandardsCatalogue } from './infrastructure/seed';
import { startCalculatedValues } from './integration/calculated-values.consumer';
import { startTcfdHandover } from './integration/tcfd-handover.consumer';
import { startCompanyHistory } from './integration/company-history.consumer';
import { startUserDirectory } from './integration/user-directory.consumer';
import { startReminderScheduler } from './integration/reminders.scheduler';
import { writeEsgReferenceData } from './reference/store-reference-data';
import { backfillPublications } from './infrastructure/publications-backfill';

export const dataCollectionService: ServiceDefinition = {
  name: 'data-collection',
  errors: DATA_COLLECTION_ERRORS,
  migrations: dataCollectionMigrations,
  module: (runtime) => DataCollectionModule.register(runtime),
  referenceData: async (runtime) => {
    await writeStandardsCatalogue(runtime);
    await writeEsgReferenceData(runtime);
    // Records of publications made before they were kept (ADR 0090), from the event log.
    await backfillPublications(runtime.store);
  },
  seed: async (runtime) => {
    await seedDataCollection(runtime);
    await seedEsgData(runtime);
  },
  consumers: async (runtime) => [
    await startUserDirectory(runtime),
    await startCompanyHistory(runtime),
    await startRegistrationConfirmations(runtime),
    await startCalculatedValues(runtime),
    // TCFD assessments scoring used to keep (ADR 0056).
    await startTcfdHandover(runtime),
    // Automatic reminders and weekly digests (issue 9, ADR 0065).
    await startReminderScheduler(runtime),
  ],
  // Evidence files and imports are multipart; each route reads with its own, smaller limits.
  configureHttp: async (fastify) => {
    await registerMultipart(fastify, {
      fileSize: ACTION_PLAN_FILE_MAX_BYTES,
      files: ACTION_PLAN_FILES_PER_UPLOAD,
    });
  },
};

export { dataCollectionMigrations } from './infrastructure/migrations';
/** The template reader, for the import benchmark's parse-only measure. */
export { readTemplate } from './spreadsheets/template-reader';
/** exceljs's load options of the VSME Digital Template import (its benchmark's baseline reads with them). */
export { VSME_LOAD_OPTIONS } from './spreadsheets/vsme-workbook';
export { DEMO_PEER_COMPANIES, DEMO_PEER_INVESTORS } from './infrastructure/esg-demo-data';
