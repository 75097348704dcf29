import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { MarkAllReadController } from './commands/mark-all-read/mark-all-read';
import { MarkReadController } from './commands/mark-read/mark-read';
import { ChangelogController } from './queries/changelog/changelog';
import { ListNotificationsController } from './queries/list-notifications/list-notifications';
import { NotificationCountsController } from './queries/notification-counts/notification-counts';

@Module({})
export class NotificationsModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [CqrsModule.forRoot()],
      controllers: [
        NotificationCountsController,
        ListNotificationsController,
        MarkAllReadController,
        MarkReadController,
        ChangelogController,
      ],
      providers: runtimeProviders(runtime),
    };
  }
}
