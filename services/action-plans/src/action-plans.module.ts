import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { ActionPlansAccess } from './application/access';
import { FileUploads } from './application/uploads';
import { PlanWorkspace } from './application/workspace';
import { AddProgressTagController } from './commands/add-progress-tag/add-progress-tag.controller';
import { AddProgressTagHandler } from './commands/add-progress-tag/add-progress-tag.handler';
import { ChangeDueDateHandler } from './commands/change-due-date/change-due-date.handler';
import { CreateChangeRequestController } from './commands/create-change-request/create-change-request.controller';
import { CreateChangeRequestHandler } from './commands/create-change-request/create-change-request.handler';
import { DecideChangeRequestController } from './commands/decide-change-request/decide-change-request.controller';
import { DecideChangeRequestHandler } from './commands/decide-change-request/decide-change-request.handler';
import { AddCommentController } from './commands/add-comment/add-comment.controller';
import { AddCommentHandler } from './commands/add-comment/add-comment.handler';
import { ChangeCommentController } from './commands/change-comment/change-comment.controller';
import { ChangeCommentHandler } from './commands/change-comment/change-comment.handler';
import { CreatePlanController } from './commands/create-plan/create-plan.controller';
import { CreatePlanHandler } from './commands/create-plan/create-plan.handler';
import { CreateRecommendationController } from './commands/create-recommendation/create-recommendation.controller';
import { CreateRecommendationHandler } from './commands/create-recommendation/create-recommendation.handler';
import { CreateRelatedPlanController } from './commands/create-related-plan/create-related-plan.controller';
import { CreateRelatedPlanHandler } from './commands/create-related-plan/create-related-plan.handler';
import { DeleteAllRecommendationsController } from './commands/delete-all-recommendations/delete-all-recommendations.controller';
import { DeleteAllRecommendationsHandler } from './commands/delete-all-recommendations/delete-all-recommendations.handler';
import { DeletePlanController } from './commands/delete-plan/delete-plan.controller';
import { DeletePlanHandler } from './commands/delete-plan/delete-plan.handler';
import { DeleteRecommendationController } from './commands/delete-recommendation/delete-recommendation.controller';
import { DeleteRecommendationHandler } from './commands/delete-recommendation/delete-recommendation.handler';
import { RateDeliverableController } from './commands/rate-deliverable/rate-deliverable.controller';
import { RateDeliverableHandler } from './commands/rate-deliverable/rate-deliverable.handler';
import { UploadDeliverableFilesController } from './commands/upload-deliverable-files/upload-deliverable-files.controller';
import { UploadDeliverableFilesHandler } from './commands/upload-deliverable-files/upload-deliverable-files.handler';
import { InternalNotesController } from './commands/internal-notes/internal-notes.controller';
import { SaveInternalNoteHandler } from './commands/internal-notes/internal-notes.handler';
import { ChangePlanUsersHandler } from './commands/plan-users/plan-users.handler';
import { PlanUsersController } from './commands/plan-users/plan-users.controller';
import { SendDraftController } from './commands/send-draft/send-draft.controller';
import { SendDraftHandler } from './commands/send-draft/send-draft.handler';
import { SetAdditionalCommentaryController } from './commands/set-additional-commentary/set-additional-commentary.controller';
import { SetAdditionalCommentaryHandler } from './commands/set-additional-commentary/set-additional-commentary.handler';
import { SetVerifyDocumentController } from './commands/set-verify-document/set-verify-document.controller';
import { SetVerifyDocumentHandler } from './commands/set-verify-document/set-verify-document.handler';
import { SignOffPlanController } from './commands/sign-off-plan/sign-off-plan.controller';
import { SignOffPlanHandler } from './commands/sign-off-plan/sign-off-plan.handler';
import { SignOffRecommendationController } from './commands/sign-off-recommendation/sign-off-recommendation.controller';
import { SignOffRecommendationHandler } from './commands/sign-off-recommendation/sign-off-recommendation.handler';
import { TransferEsAdvisorController } from './commands/transfer-es-advisor/transfer-es-advisor.controller';
import { TransferEsAdvisorHandler } from './commands/transfer-es-advisor/transfer-es-advisor.handler';
import { UpdatePlanController } from './commands/update-plan/update-plan.controller';
import { UpdatePlanHandler } from './commands/update-plan/update-plan.handler';
import { UpdatePublishStatusController } from './commands/update-publish-status/update-publish-status.controller';
import { UpdatePublishStatusHandler } from './commands/update-publish-status/update-publish-status.handler';
import { UpdateRecommendationController } from './commands/update-recommendation/update-recommendation.controller';
import { UpdateRecommendationHandler } from './commands/update-recommendation/update-recommendation.handler';
import { UpdateRecommendationStatusController } from './commands/update-recommendation-status/update-recommendation-status.controller';
import { UpdateRecommendationStatusHandler } from './commands/update-recommendation-status/update-recommendation-status.handler';
import { Directory } from './infrastructure/directory';
import { DiscussionsController } from './queries/discussions/discussions.controller';
import { DownloadFileController } from './queries/download-file/download-file.controller';
import { HomeActionPlansController } from './queries/home/home.controller';
import { ListPlansController } from './queries/list-plans/list-plans.controller';
import { LookupsController } from './queries/lookups/lookups.controller';
import { PlanDetailController } from './queries/plan-detail/plan-detail.controller';
import { RecommendationsController } from './queries/recommendations/recommendations.controller';
import { SearchActionPlansController } from './queries/search/search.controller';

/**
 * The failure-message interceptor is scoped to this service's controllers, not registered as a
 * global APP_INTERCEPTOR: in standalone a global interceptor runs on every route of every service, and
 * Nest's interceptor pipeline (rxjs + an AsyncResource per call) halved the throughput of unrelated
 * calls such as GET /api/notifications/counts (docs/benchmarks.md, gateway overhead).
 */
const CONTROLLERS: Type[] = [
  ListPlansController,
  CreatePlanController,
  PlanDetailController,
  CreateRelatedPlanController,
  UpdatePlanController,
  DeletePlanController,
  PlanUsersController,
  DeleteAllRecommendationsController,
  UpdatePublishStatusController,
  SignOffPlanController,
  TransferEsAdvisorController,
  SendDraftController,
  LookupsController,
  RecommendationsController,
  CreateRecommendationController,
  UpdateRecommendationController,
  DeleteRecommendationController,
  UpdateRecommendationStatusController,
  SignOffRecommendationController,
  SetAdditionalCommentaryController,
  SetVerifyDocumentController,
  AddProgressTagController,
  DiscussionsController,
  AddCommentController,
  ChangeCommentController,
  InternalNotesController,
  DownloadFileController,
  UploadDeliverableFilesController,
  RateDeliverableController,
  CreateChangeRequestController,
  DecideChangeRequestController,
  SearchActionPlansController,
  HomeActionPlansController,
];

@Module({})
export class ActionPlansModule {
  static register(runtime: ServiceRuntime): DynamicModule {
    return {
      module: ActionPlansModule,
      imports: [CqrsModule.forRoot()],
      controllers: CONTROLLERS,
      providers: [
        ...runtimeProviders(runtime),
        Directory,
        ActionPlansAccess,
        PlanWorkspace,
        FileUploads,
        CreatePlanHandler,
        CreateRelatedPlanHandler,
        UpdatePlanHandler,
        DeletePlanHandler,
        ChangePlanUsersHandler,
        DeleteAllRecommendationsHandler,
        UpdatePublishStatusHandler,
        SignOffPlanHandler,
        TransferEsAdvisorHandler,
        SendDraftHandler,
        CreateRecommendationHandler,
        UpdateRecommendationHandler,
        DeleteRecommendationHandler,
        UpdateRecommendationStatusHandler,
        SignOffRecommendationHandler,
        SetAdditionalCommentaryHandler,
        SetVerifyDocumentHandler,
        AddProgressTagHandler,
        ChangeDueDateHandler,
        AddCommentHandler,
        ChangeCommentHandler,
        SaveInternalNoteHandler,
        UploadDeliverableFilesHandler,
        RateDeliverableHandler,
        CreateChangeRequestHandler,
        DecideChangeRequestHandler,
      ],
    };
  }
}
