import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';

@Module({})
export class ScoringModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return { module: ScoringModule, imports: [CqrsModule.forRoot()], providers: runtimeProviders(runtime) };
  }
}
