import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { FACT_SETTINGS, readFactSettings } from './application/fact-settings';
import { SaveMaterialityController } from './commands/save-materiality/save-materiality.controller';
import { SavePaiTextController } from './commands/save-pai-text/save-pai-text.controller';
import { CreateEdciSubmissionHandler } from './commands/create-edci-submission/create-edci-submission.handler';
import { ExcludeEdciCompanyHandler } from './commands/exclude-edci-company/exclude-edci-company.handler';
import { ReopenEdciSubmissionHandler } from './commands/reopen-edci-submission/reopen-edci-submission.handler';
import { SubmitEdciSubmissionHandler } from './commands/submit-edci-submission/submit-edci-submission.handler';
import { SaveMaterialityHandler } from './commands/save-materiality/save-materiality.handler';
import { SavePaiTextHandler } from './commands/save-pai-text/save-pai-text.handler';
import { AnalysisHighlightsController } from './queries/analysis/analysis-highlights';
import { AnalysisTrendsController } from './queries/analysis/analysis-trends';
import { AnalysisValuesController } from './queries/analysis/analysis-values';
import { FrameworkReportController } from './queries/analysis/framework-report';
import { BenchmarkController } from './queries/benchmark/benchmark';
import { ScorecardsController } from './queries/scorecards/scorecards';
import { CalculatePaiController, CalculatePaiHandler } from './queries/calculate-pai/calculate-pai';
import { PaiEetController } from './queries/pai-eet/pai-eet';
import { PaiStatementsController } from './queries/pai-statements/pai-statements';
import { PaiLineageController } from './queries/pai-lineage/pai-lineage';
import { MaterialityController } from './queries/materiality/materiality';
import { PaiTextsController } from './queries/pai-texts/pai-texts';
import { EmbeddedReportsController } from './queries/embedded-reports/embedded-reports.controller';
import { CreateEdciSubmissionController } from './commands/create-edci-submission/create-edci-submission.controller';
import { ExcludeEdciCompanyController } from './commands/exclude-edci-company/exclude-edci-company.controller';
import { SubmitEdciSubmissionController } from './commands/submit-edci-submission/submit-edci-submission.controller';
import { ReopenEdciSubmissionController } from './commands/reopen-edci-submission/reopen-edci-submission.controller';
import { EdciSubmissionsController } from './queries/edci-submissions/edci-submissions';
import { EdciWorkbookController } from './queries/edci-submissions/edci-workbook';
import {
  CalculateTaxonomyController,
  CalculateTaxonomyHandler,
} from './queries/calculate-taxonomy/calculate-taxonomy';
import { TaxonomyController } from './queries/taxonomy/taxonomy';
import {
  SavePaiStatementSectionController,
  SavePeriodicReportSectionController,
} from './commands/save-sfdr-section/save-sfdr-section.controller';
import { SaveSfdrSectionHandler } from './commands/save-sfdr-section/save-sfdr-section.handler';
import { PeriodicReportController } from './queries/periodic-report/periodic-report';
import { ClassifyInvestmentController } from './commands/classify-investment/classify-investment.controller';
import { ClassifyInvestmentHandler } from './commands/classify-investment/classify-investment.handler';
import { SfdrCategoriesController } from './queries/sfdr-categories/sfdr-categories';
import { PaiStatementDocumentsController } from './queries/pai-statement-documents/pai-statement-documents';

@Module({})
export class ReportingModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: ReportingModule,
      imports: [CqrsModule.forRoot()],
      controllers: [
        CalculatePaiController,
        PaiTextsController,
        SavePaiTextController,
        PaiStatementsController,
        PaiLineageController,
        PaiEetController,
        AnalysisValuesController,
        AnalysisTrendsController,
        AnalysisHighlightsController,
        FrameworkReportController,
        MaterialityController,
        SaveMaterialityController,
        BenchmarkController,
        ScorecardsController,
        EmbeddedReportsController,
        EdciSubmissionsController,
        EdciWorkbookController,
        CreateEdciSubmissionController,
        ExcludeEdciCompanyController,
        SubmitEdciSubmissionController,
        ReopenEdciSubmissionController,
        CalculateTaxonomyController,
        TaxonomyController,
        PaiStatementDocumentsController,
        SavePaiStatementSectionController,
        PeriodicReportController,
        SavePeriodicReportSectionController,
        ClassifyInvestmentController,
        SfdrCategoriesController,
      ],
      providers: [
        ...runtimeProviders(runtime),
        { provide: FACT_SETTINGS, useValue: readFactSettings() },
        CalculatePaiHandler,
        SavePaiTextHandler,
        CreateEdciSubmissionHandler,
        ExcludeEdciCompanyHandler,
        ReopenEdciSubmissionHandler,
        SubmitEdciSubmissionHandler,
        SaveMaterialityHandler,
        CalculateTaxonomyHandler,
        SaveSfdrSectionHandler,
        ClassifyInvestmentHandler,
      ],
    };
  }
}
