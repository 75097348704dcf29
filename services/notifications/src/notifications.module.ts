import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { MarkAllReadController } from './commands/mark-all-read/mark-all-read.controller';
import { MarkAllReadHandler } from './commands/mark-all-read/mark-all-read.handler';
import { MarkReadController } from './commands/mark-read/mark-read.controller';
import { MarkReadHandler } from './commands/mark-read/mark-read.handler';
import { ChangelogController } from './queries/changelog/changelog.controller';
import { HomeNotificationsController } from './queries/home/home.controller';
import { ListNotificationsController } from './queries/list-notifications/list-notifications.controller';
import { NotificationCountsController } from './queries/notification-counts/notification-counts.controller';

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
        HomeNotificationsController,
      ],
      providers: [...runtimeProviders(runtime), MarkReadHandler, MarkAllReadHandler],
    };
  }
}
