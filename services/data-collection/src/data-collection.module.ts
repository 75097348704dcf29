import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { AssignStandardsController } from './commands/assign-standards/assign-standards.controller';
import { AssignStandardsHandler } from './commands/assign-standards/assign-standards.handler';
import { RegisterCompanyController } from './commands/register-company/register-company.controller';
import { RegisterCompanyHandler } from './commands/register-company/register-company.handler';
import { UpdateCompanyController } from './commands/update-company/update-company.controller';
import { EsgDataModule } from './esg.module';
import { UpdateCompanyHandler } from './commands/update-company/update-company.handler';
import { CompanyRepository } from './infrastructure/company.repository';
import { ChildCompaniesController } from './queries/child-companies/child-companies.controller';
import { CompanyDetailController } from './queries/company-detail/company-detail.controller';
import { CompanyDetailHandler } from './queries/company-detail/company-detail.handler';
import { CompanyStandardsController } from './queries/company-standards/company-standards.controller';
import { LatestPublishedResponseController } from './queries/latest-published-response/latest-published-response.controller';
import { ListCompaniesController } from './queries/list-companies/list-companies.controller';
import { ListStandardsController } from './queries/list-standards/list-standards.controller';
import { OptionalIndicatorSelectionController } from './commands/select-optional-indicators/select-optional-indicators';
import { OptionalIndicatorCountController } from './queries/optional-indicator-count/optional-indicator-count.controller';
import { PORTFOLIO_CONTROLLERS, PORTFOLIO_PROVIDERS } from './portfolio.providers';
import { SearchDataCollectionController } from './queries/search/search.controller';
import { ContractsController } from './contract-manager/contract-manager.controller';
import { TcfdHandoversController } from './queries/tcfd-handovers/tcfd-handovers.controller';

@Module({})
export class DataCollectionModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: DataCollectionModule,
      imports: [CqrsModule.forRoot(), EsgDataModule.register(runtime)],
      // Static paths before the parameterised company/:id so that each is matched first.
      controllers: [
        ...PORTFOLIO_CONTROLLERS,
        RegisterCompanyController,
        ListCompaniesController,
        CompanyStandardsController,
        ChildCompaniesController,
        LatestPublishedResponseController,
        CompanyDetailController,
        UpdateCompanyController,
        ListStandardsController,
        AssignStandardsController,
        OptionalIndicatorCountController,
        OptionalIndicatorSelectionController,
        SearchDataCollectionController,
        ContractsController,
        // TCFD assessments handed over by scoring (ADR 0056, 0086).
        TcfdHandoversController,
      ],
      providers: [
        ...runtimeProviders(runtime),
        CompanyRepository,
        CompanyDetailHandler,
        AssignStandardsHandler,
        ...PORTFOLIO_PROVIDERS,
        RegisterCompanyHandler,
        UpdateCompanyHandler,
      ],
    };
  }
}
