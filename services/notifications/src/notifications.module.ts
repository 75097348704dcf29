import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';

@Module({})
export class NotificationsModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [CqrsModule.forRoot()],
      providers: runtimeProviders(runtime),
    };
  }
}
