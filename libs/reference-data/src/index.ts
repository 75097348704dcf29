export { REFERENCE_DATA_DIR, referenceFilePath } from './paths';
export { paiIndicatorRowsFrom, readPaiIndicatorRows, type PaiIndicatorRow } from './pai-indicators';

/**
 * Whether edci.json's `required` marks an EDCI metric required: `true`, or a note such as "optional in older
 * snapshot, listed without '(optional)' in newer snapshot" (the newer list counts). Data collection's EDCI
 * section and reporting's EDCI submissions both read it here, so they cannot disagree.
 */
export function isEdciRequired(required: unknown): boolean {
  return required === true || typeof required === 'string';
}
export {
  TAXONOMY_OBJECTIVES,
  readTaxonomyReference,
  taxonomyReferenceFrom,
  type TaxonomyActivity,
  type TaxonomyObjective,
  type TaxonomyReference,
} from './taxonomy-activities';
export { readSfdr2Rules, type Sfdr2Category, type Sfdr2Exclusion, type Sfdr2Rules } from './sfdr2-categories';
