import { NOTIFICATIONS_ERRORS } from './domain/notifications.errors';
import type { ServiceDefinition } from '@esg/platform';
import { notificationsMigrations } from './infrastructure/migrations';
import { NotificationsModule } from './notifications.module';
import { PROJECTIONS } from './projections';
import { startProjections } from './projections/projection';

export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  errors: NOTIFICATIONS_ERRORS,
  migrations: notificationsMigrations,
  module: (runtime) => NotificationsModule.register(runtime),
  consumers: async (runtime) => [
    await startProjections(runtime.store, PROJECTIONS, (options) => runtime.bus.subscribe(options)),
  ],
};

export { notificationsMigrations } from './infrastructure/migrations';
export { PROJECTIONS, projectionsToRebuild } from './projections';
export { rebuildFromDataDir, replay } from './rebuild/rebuild';
export { notificationId } from './projections/notifications.projection';
