import { PortfolioQuality } from './application/quality/portfolio-quality';
import { PreApproval } from './application/quality/pre-approval';
import { AcceptUnflaggedController } from './commands/accept-unflagged/accept-unflagged.controller';
import { AcceptUnflaggedHandler } from './commands/accept-unflagged/accept-unflagged.handler';
import { ExplainFlagController } from './commands/explain-flag/explain-flag.controller';
import { ExplainFlagHandler } from './commands/explain-flag/explain-flag.handler';
import { ResolveFlagController } from './commands/resolve-flag/resolve-flag.controller';
import { ResolveFlagHandler } from './commands/resolve-flag/resolve-flag.handler';
import { SaveQualitySettingsController } from './commands/save-quality-settings/save-quality-settings.controller';
import { SaveQualitySettingsHandler } from './commands/save-quality-settings/save-quality-settings.handler';
import { OverrideValueController } from './commands/override-value/override-value.controller';
import { OverrideValueHandler } from './commands/override-value/override-value.handler';
import { CiteEvidenceController } from './commands/cite-evidence/cite-evidence.controller';
import { CiteEvidenceHandler } from './commands/cite-evidence/cite-evidence.handler';
import { RemoveCitationController } from './commands/remove-citation/remove-citation.controller';
import { RemoveCitationHandler } from './commands/remove-citation/remove-citation.handler';
import { RemoveEvidenceController } from './commands/remove-evidence/remove-evidence.controller';
import { RemoveEvidenceHandler } from './commands/remove-evidence/remove-evidence.handler';
import {
  ResponseCitationsController,
  ResponseCitationsHandler,
} from './queries/response-citations/response-citations';
import { PostValueCommentController } from './commands/post-value-comment/post-value-comment.controller';
import { PostValueCommentHandler } from './commands/post-value-comment/post-value-comment.handler';
import { ResolveValueThreadController } from './commands/resolve-value-thread/resolve-value-thread.controller';
import { ResolveValueThreadHandler } from './commands/resolve-value-thread/resolve-value-thread.handler';
import {
  ResponseThreadsHandler,
  ValueThreadHandler,
  ValueThreadsController,
} from './queries/value-threads/value-threads';
import {
  AssuranceRecordsController,
  AssuranceRecordsHandler,
} from './queries/assurance-records/assurance-records';
import { QualityFlagsController, QualityFlagsHandler } from './queries/quality-flags/quality-flags';
import {
  QualitySettingsController,
  QualitySettingsHandler,
} from './queries/quality-settings/quality-settings';
import {
  ResponseQualityController,
  ResponseQualityHandler,
} from './queries/response-quality/response-quality';

/**
 * Data quality across the portfolio (issue 27, docs/data-quality.md): the checks' flags, what companies
 * and investors write about them, the thresholds; registered by EsgDataModule, whose values they read.
 */
export const QUALITY_CONTROLLERS = [
  QualityFlagsController,
  QualitySettingsController,
  SaveQualitySettingsController,
  ExplainFlagController,
  ResolveFlagController,
  ResponseQualityController,
  OverrideValueController,
  CiteEvidenceController,
  RemoveCitationController,
  RemoveEvidenceController,
  ResponseCitationsController,
  AcceptUnflaggedController,
  PostValueCommentController,
  ResolveValueThreadController,
  ValueThreadsController,
  AssuranceRecordsController,
];

export const QUALITY_PROVIDERS = [
  PortfolioQuality,
  PreApproval,
  AcceptUnflaggedHandler,
  QualityFlagsHandler,
  QualitySettingsHandler,
  SaveQualitySettingsHandler,
  ExplainFlagHandler,
  ResolveFlagHandler,
  ResponseQualityHandler,
  OverrideValueHandler,
  CiteEvidenceHandler,
  RemoveCitationHandler,
  RemoveEvidenceHandler,
  ResponseCitationsHandler,
  PostValueCommentHandler,
  ResolveValueThreadHandler,
  ResponseThreadsHandler,
  ValueThreadHandler,
  AssuranceRecordsHandler,
];
