import { join } from 'node:path';
import type { Logger } from 'pino';
import { InProcessBus, KafkaBus, type EventBus } from '@esg/messaging';
import {
  GridFsFileStore,
  LocalFolderFileStore,
  MongoStore,
  SqliteStore,
  type FileStore,
  type Migration,
  type Store,
} from '@esg/persistence';
import type { AppConfig, ServiceName } from './config';
import type { Metrics } from './metrics';

/** Picks the store adapter of the run mode: a SQLite file per service, or a MongoDB database per service. */
export async function openStore(
  config: AppConfig,
  service: ServiceName,
  migrations: readonly Migration[],
): Promise<Store> {
  if (config.store.kind === 'sqlite') {
    return SqliteStore.open({ file: join(config.store.dataDir, `${service}.db`), migrations });
  }
  return MongoStore.connect({
    uri: config.store.url,
    dbName: `esg_${service.replace(/-/g, '_')}`,
    migrations,
  });
}

/** Picks the file adapter of the run mode: a folder per service under DATA_DIR/files, or a GridFS bucket. */
export async function openFileStore(config: AppConfig, service: ServiceName): Promise<FileStore> {
  if (config.store.kind === 'sqlite')
    return new LocalFolderFileStore(join(config.store.dataDir, 'files', service));
  return GridFsFileStore.connect({
    uri: config.store.url,
    dbName: `esg_${service.replace(/-/g, '_')}`,
    bucket: 'files',
  });
}

/** Picks the bus adapter of the run mode: in-process (standalone) or Kafka. */
export async function createBus(config: AppConfig, metrics: Metrics, logger: Logger): Promise<EventBus> {
  switch (config.bus.kind) {
    case 'in-process':
      // Consumers read the services' outboxes and keep their positions in a file of the data folder,
      // so an acknowledged command's follow-ups survive a crash (docs/adr/0101).
      return InProcessBus.durable({ file: join(config.dataDir, 'event-bus.db'), metrics, logger });
    case 'kafka':
      return KafkaBus.connect({
        brokers: config.bus.brokers,
        clientId: config.bus.clientId,
        prefix: config.bus.prefix,
        metrics,
        logger,
      });
  }
}
