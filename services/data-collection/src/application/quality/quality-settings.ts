import {
  PRE_APPROVAL_DEFAULTS,
  QUALITY_DEFAULTS,
  type PreApprovalSettings,
  type QualityThresholds,
} from '@esg/contracts';
import type { Doc, DocumentReader } from '@esg/persistence';

export const QUALITY_SETTINGS = 'quality_settings';

/** A GP's own thresholds and pre-approval (collection `quality_settings`, id = the company's id). */
export interface QualitySettingsDoc extends Doc {
  companyId: number;
  /** null: the product's defaults. */
  thresholds: QualityThresholds | null;
  preApproval: PreApprovalSettings;
  updatedBy: number;
  updatedByName: string | null;
  updatedAt: string;
}

/** The product's defaults, with the deployment's year-on-year percentage (ESG_YEAR_ON_YEAR_WARNING_PERCENT). */
export function productDefaults(yearOnYearWarningPercent: number): QualityThresholds {
  return {
    ...QUALITY_DEFAULTS,
    yearOnYear: { ...QUALITY_DEFAULTS.yearOnYear, decimalPercent: yearOnYearWarningPercent },
  };
}

/**
 * A GP's stored thresholds with the product's default for a threshold added after they were saved (the
 * absence check's `minimumAsked`, issue 27), so older settings keep working.
 */
export function withNewDefaults(saved: QualityThresholds): QualityThresholds {
  return { ...saved, absence: { ...QUALITY_DEFAULTS.absence, ...saved.absence } };
}

export interface SettingsInForce {
  thresholds: QualityThresholds;
  preApproval: PreApprovalSettings;
  doc: QualitySettingsDoc | null;
}

/** The thresholds in force for a company asking for data: its own, else the product's defaults. */
export async function settingsFor(
  reader: DocumentReader,
  companyId: number,
  yearOnYearWarningPercent: number,
): Promise<SettingsInForce> {
  const doc = await reader.get<QualitySettingsDoc>(QUALITY_SETTINGS, String(companyId));
  return {
    thresholds: doc?.thresholds ? withNewDefaults(doc.thresholds) : productDefaults(yearOnYearWarningPercent),
    preApproval: doc?.preApproval ?? PRE_APPROVAL_DEFAULTS,
    doc,
  };
}
