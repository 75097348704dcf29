export { REFERENCE_DATA_DIR, referenceFilePath } from './paths';
export { paiIndicatorRowsFrom, readPaiIndicatorRows, type PaiIndicatorRow } from './pai-indicators';
