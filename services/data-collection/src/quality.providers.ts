import { PortfolioQuality } from './application/quality/portfolio-quality';
import {
  CiteEvidenceController,
  CiteEvidenceHandler,
  RemoveCitationHandler,
} from './commands/cite-evidence/cite-evidence';
import {
  ResponseCitationsController,
  ResponseCitationsHandler,
} from './queries/response-citations/response-citations';
import { ExplainFlagController, ExplainFlagHandler } from './commands/explain-flag/explain-flag';
import { ResolveFlagController, ResolveFlagHandler } from './commands/resolve-flag/resolve-flag';
import {
  SaveQualitySettingsController,
  SaveQualitySettingsHandler,
} from './commands/save-quality-settings/save-quality-settings';
import { OverrideValueController, OverrideValueHandler } from './commands/override-value/override-value';
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
  ResponseCitationsController,
];

export const QUALITY_PROVIDERS = [
  PortfolioQuality,
  QualityFlagsHandler,
  QualitySettingsHandler,
  SaveQualitySettingsHandler,
  ExplainFlagHandler,
  ResolveFlagHandler,
  ResponseQualityHandler,
  OverrideValueHandler,
  CiteEvidenceHandler,
  RemoveCitationHandler,
  ResponseCitationsHandler,
];
