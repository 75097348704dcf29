import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { EsgCatalogue } from './application/esg-catalogue';
import { ESG_SETTINGS, readEsgSettings } from './application/esg-settings';
import { ResponseWorkspace } from './application/response-workspace';
import { ValueWriter } from './application/value-writer';
import { RecordValuesHandler } from './commands/record-values/record-values.handler';
import { AssignContributorsController } from './commands/assign-contributors/assign-contributors.controller';
import { AssignContributorsHandler } from './commands/assign-contributors/assign-contributors.handler';
import { ImportValuesController } from './commands/import-values/import-values.controller';
import { ImportValuesHandler } from './commands/import-values/import-values.handler';
import { PublishResponseController } from './commands/publish-response/publish-response.controller';
import { PublishResponseHandler } from './commands/publish-response/publish-response.handler';
import { ReopenResponseController } from './commands/reopen-response/reopen-response.controller';
import { ReopenResponseHandler } from './commands/reopen-response/reopen-response.handler';
import { RequestDataController } from './commands/request-data/request-data.controller';
import { RequestDataHandler } from './commands/request-data/request-data.handler';
import { ReviewResponseController } from './commands/review-response/review-response.controller';
import { ReviewResponseHandler } from './commands/review-response/review-response.handler';
import { SaveValueController } from './commands/save-value/save-value.controller';
import { SaveValueHandler } from './commands/save-value/save-value.handler';
import { SubmitResponseController } from './commands/submit-response/submit-response.controller';
import { SubmitResponseHandler } from './commands/submit-response/submit-response.handler';
import { EvidenceController } from './commands/upload-evidence/upload-evidence.controller';
import { UploadEvidenceHandler } from './commands/upload-evidence/upload-evidence.handler';
import { ValidateValuesController, ValidateValuesHandler } from './commands/validate-values/validate-values';
import {
  FrameworkDetailHandler,
  FrameworksController,
  ListFrameworksHandler,
} from './queries/list-frameworks/list-frameworks';
import { ListMetricsHandler, MetricsController } from './queries/list-metrics/list-metrics';
import { HomeDataCollectionController } from './queries/home/home.controller';
import { ListResponsesController, ListResponsesHandler } from './queries/list-responses/list-responses';
import { ResponseDetailController, ResponseDetailHandler } from './queries/response-detail/response-detail';
import {
  FrameworkDefinitionController,
  FrameworkDefinitionHandler,
} from './queries/framework-definition/framework-definition';
import {
  ResponseTemplateController,
  ResponseTemplateHandler,
} from './queries/response-template/response-template';
import { ValueHistoryController, ValueHistoryHandler } from './queries/value-history/value-history';
import { VsmeReportController, VsmeReportHandler } from './queries/vsme-report/vsme-report';
import { MONITORING_CONTROLLERS, MONITORING_PROVIDERS } from './monitoring.providers';
import { QUALITY_CONTROLLERS, QUALITY_PROVIDERS } from './quality.providers';

/**
 * ESG data collection inside the data-collection service: the metric dictionary, the frameworks,
 * responses and their values, review and publishing (docs/data-collection.md). Paths under /api:
 * frameworks, metrics, responses.
 */
const CONTROLLERS: Type[] = [
  FrameworksController,
  FrameworkDefinitionController,
  MetricsController,
  ListResponsesController,
  HomeDataCollectionController,
  RequestDataController,
  ResponseTemplateController,
  ResponseDetailController,
  SaveValueController,
  ValidateValuesController,
  ValueHistoryController,
  EvidenceController,
  AssignContributorsController,
  SubmitResponseController,
  ReviewResponseController,
  PublishResponseController,
  ReopenResponseController,
  ImportValuesController,
  VsmeReportController,
  ...MONITORING_CONTROLLERS,
  ...QUALITY_CONTROLLERS,
];

@Module({})
export class EsgDataModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: EsgDataModule,
      controllers: CONTROLLERS,
      providers: [
        ...runtimeProviders(runtime),
        { provide: ESG_SETTINGS, useValue: readEsgSettings() },
        EsgCatalogue,
        ResponseWorkspace,
        ValueWriter,
        ListFrameworksHandler,
        FrameworkDetailHandler,
        FrameworkDefinitionHandler,
        ListMetricsHandler,
        ListResponsesHandler,
        ResponseDetailHandler,
        ResponseTemplateHandler,
        ValueHistoryHandler,
        ValidateValuesHandler,
        RequestDataHandler,
        SaveValueHandler,
        UploadEvidenceHandler,
        AssignContributorsHandler,
        SubmitResponseHandler,
        ReviewResponseHandler,
        PublishResponseHandler,
        ReopenResponseHandler,
        ImportValuesHandler,
        VsmeReportHandler,
        // No route: calculated values (carbon calculator) and the demo data.
        RecordValuesHandler,
        ...MONITORING_PROVIDERS,
        ...QUALITY_PROVIDERS,
      ],
    };
  }
}
