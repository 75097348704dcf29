import type { Migration } from '@esg/persistence';

/** The service's own tables arrive with its features; version 1 creates the outbox, inbox and sequences. */
export const reportingMigrations: Migration[] = [{ version: 1, name: 'outbox, inbox and sequences' }];
