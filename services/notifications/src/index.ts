import type { ServiceDefinition } from '@esg/platform';
import { notificationsMigrations } from './infrastructure/migrations';
import { NotificationsModule } from './notifications.module';

export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  migrations: notificationsMigrations,
  module: (runtime) => NotificationsModule.register(runtime),
};
