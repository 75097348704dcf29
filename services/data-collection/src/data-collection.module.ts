import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { CompanyDetailController } from './queries/company-detail/company-detail.controller';
import { CompanyDetailHandler } from './queries/company-detail/company-detail.handler';

@Module({})
export class DataCollectionModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: DataCollectionModule,
      imports: [CqrsModule.forRoot()],
      controllers: [CompanyDetailController],
      providers: [...runtimeProviders(runtime), CompanyDetailHandler],
    };
  }
}
