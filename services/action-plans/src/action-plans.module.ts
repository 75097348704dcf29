import { Module, UseInterceptors, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { ActionPlansAccess } from './application/access';
import { FileUploads } from './application/uploads';
import { PlanWorkspace } from './application/workspace';
import {
  AddProgressTagController,
  AddProgressTagHandler,
} from './commands/add-progress-tag/add-progress-tag';
import { ChangeDueDateHandler } from './commands/change-due-date/change-due-date';
import {
  CreateChangeRequestController,
  CreateChangeRequestHandler,
} from './commands/change-requests/create-change-request';
import {
  DecideChangeRequestController,
  DecideChangeRequestHandler,
} from './commands/change-requests/decide-change-request';
import { AddCommentController, AddCommentHandler } from './commands/comments/add-comment';
import { ChangeCommentController, ChangeCommentHandler } from './commands/comments/change-comment';
import { CreatePlanController, CreatePlanHandler } from './commands/create-plan/create-plan';
import {
  CreateRecommendationController,
  CreateRecommendationHandler,
} from './commands/create-recommendation/create-recommendation';
import {
  CreateRelatedPlanController,
  CreateRelatedPlanHandler,
} from './commands/create-related-plan/create-related-plan';
import {
  DeleteAllRecommendationsController,
  DeleteAllRecommendationsHandler,
} from './commands/delete-all-recommendations/delete-all-recommendations';
import { DeletePlanController, DeletePlanHandler } from './commands/delete-plan/delete-plan';
import {
  DeleteRecommendationController,
  DeleteRecommendationHandler,
} from './commands/delete-recommendation/delete-recommendation';
import { RateDeliverableController, RateDeliverableHandler } from './commands/deliverables/rate-deliverable';
import {
  UploadDeliverableFilesController,
  UploadDeliverableFilesHandler,
} from './commands/deliverables/upload-deliverable-files';
import { InternalNotesController, SaveInternalNoteHandler } from './commands/internal-notes/internal-notes';
import { ChangePlanUsersHandler, PlanUsersController } from './commands/plan-users/plan-users';
import { SendDraftController, SendDraftHandler } from './commands/send-draft/send-draft';
import {
  SetAdditionalCommentaryController,
  SetAdditionalCommentaryHandler,
} from './commands/set-additional-commentary/set-additional-commentary';
import {
  SetVerifyDocumentController,
  SetVerifyDocumentHandler,
} from './commands/set-verify-document/set-verify-document';
import { SignOffPlanController, SignOffPlanHandler } from './commands/sign-off-plan/sign-off-plan';
import {
  SignOffRecommendationController,
  SignOffRecommendationHandler,
} from './commands/sign-off-recommendation/sign-off-recommendation';
import {
  TransferEsAdvisorController,
  TransferEsAdvisorHandler,
} from './commands/transfer-es-advisor/transfer-es-advisor';
import { UpdatePlanController, UpdatePlanHandler } from './commands/update-plan/update-plan';
import {
  UpdatePublishStatusController,
  UpdatePublishStatusHandler,
} from './commands/update-publish-status/update-publish-status';
import {
  UpdateRecommendationController,
  UpdateRecommendationHandler,
} from './commands/update-recommendation/update-recommendation';
import {
  UpdateRecommendationStatusController,
  UpdateRecommendationStatusHandler,
} from './commands/update-recommendation-status/update-recommendation-status';
import { FailureMessageInterceptor } from './http/failure-message';
import { Directory } from './infrastructure/directory';
import { DiscussionsController } from './queries/discussions/discussions';
import { DownloadFileController } from './queries/download-file/download-file';
import { ListPlansController } from './queries/list-plans/list-plans';
import { LookupsController } from './queries/lookups/lookups';
import { PlanDetailController } from './queries/plan-detail/plan-detail';
import { RecommendationsController } from './queries/recommendations/recommendations';

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
];
for (const controller of CONTROLLERS) UseInterceptors(FailureMessageInterceptor)(controller);

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
