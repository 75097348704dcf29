import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Workbook } from 'exceljs';
import type { Doc, DocumentReader, Store } from '@esg/persistence';
import { referenceFilePath } from '@esg/reference-data';
import { type ServiceRuntime } from '@esg/platform';
import {
  ATTRIBUTIONS,
  libraryId,
  type EmissionFactor,
  type FactorLibrary,
} from '../domain/factors/emission-factor';
import { gridCountries, gridFileKind, readEmberGridIntensity, readIfiGridFactors } from './grid/grid-files';
import { inspectWorkbookUpload } from './upload-guard';
import { workbookError } from './workbooks/cells';
import { isDesnzWorkbook, readDesnzWorkbook } from './workbooks/desnz-workbook';
import { isEpaWorkbook, readEpaWorkbook } from './workbooks/epa-workbook';
import type { ParsedWorkbook } from './workbooks/parsed-workbook';
import { withoutEmptyCells } from './workbooks/slim-workbook';
import { scoringError } from '../domain/scoring.errors';

export const FACTOR_LIBRARIES = 'factor_libraries';
export const EMISSION_FACTORS = 'emission_factors';

export type FactorLibraryDoc = FactorLibrary & Doc;
export type EmissionFactorDoc = EmissionFactor & Doc;

/**
 * The official workbooks and grid-factor files shipped in libs/reference-data, imported as reference data at
 * every start (the grid files: ADR 0160).
 */
export const BUNDLED_WORKBOOKS = [
  'sources/desnz-conversion-factors-2023-condensed-v1.1.xlsx',
  'sources/desnz-conversion-factors-2024-condensed-v1.1.xlsx',
  'sources/desnz-conversion-factors-2025-condensed-v1.0.xlsx',
  'sources/epa-ghg-emission-factors-hub-2021.xlsx',
  'sources/grid/ifi-default-grid-factors-2021-v3.1.csv',
  'sources/grid/ember-average-grid-intensity.json',
] as const;

/** A grid file is text; the same ceiling as a workbook upload. */
const GRID_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * Reads a factor file: an IFI grid table (CSV) or Ember's grid intensities (JSON) by their content, anything else
 * as a DESNZ or EPA workbook after the upload checks. A damaged file is refused naming where.
 */
export async function readFactorWorkbook(buffer: Buffer, fileName = 'upload.xlsx'): Promise<ParsedWorkbook> {
  const grid = gridFileKind(buffer);
  if (grid) {
    if (buffer.length > GRID_FILE_MAX_BYTES)
      throw workbookError(`the file is larger than ${GRID_FILE_MAX_BYTES / 1024 / 1024} MiB`);
    return grid === 'ifi'
      ? readIfiGridFactors(buffer, fileName, gridCountries())
      : readEmberGridIntensity(buffer, gridCountries());
  }
  inspectWorkbookUpload(buffer);
  const workbook = new Workbook();
  try {
    const slim = await withoutEmptyCells(buffer);
    // exceljs types its Buffer parameter against an older @types/node; the bytes are the same.
    await workbook.xlsx.load(slim as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch (error) {
    throw workbookError(`the workbook cannot be read (${(error as Error).message})`);
  }
  if (isDesnzWorkbook(workbook)) return readDesnzWorkbook(workbook);
  if (isEpaWorkbook(workbook)) return readEpaWorkbook(workbook);
  throw workbookError(
    'this is neither a DESNZ (UK Government GHG Conversion Factors) nor a US EPA Emission Factors Hub workbook, nor an IFI or Ember grid-factor file',
  );
}

export interface ImportOutcome {
  library: FactorLibrary;
  /** False when a workbook with the same checksum was already imported (nothing changed). */
  created: boolean;
  milliseconds: number;
}

export async function libraryByChecksum(
  reader: DocumentReader,
  checksum: string,
): Promise<FactorLibraryDoc | null> {
  const [found] = await reader.find<FactorLibraryDoc>(FACTOR_LIBRARIES, { sha256: checksum }, { limit: 1 });
  return found ?? null;
}

/**
 * Imports one workbook as a new library version. The same file again changes nothing; another file
 * claiming a version already imported is refused (a correction must carry a new version).
 */
export async function importFactorWorkbook(
  store: Store,
  input: { buffer: Buffer; fileName: string; importedBy: number | null; now?: Date },
): Promise<ImportOutcome> {
  const started = performance.now();
  const checksum = sha256(input.buffer);
  const existing = await libraryByChecksum(store, checksum);
  if (existing) return { library: existing, created: false, milliseconds: performance.now() - started };
  const parsed = await readFactorWorkbook(input.buffer, input.fileName);
  const id = libraryId(parsed.source, parsed.year, parsed.version);
  const library: FactorLibraryDoc = {
    id,
    source: parsed.source,
    year: parsed.year,
    version: parsed.version,
    title: parsed.title,
    fileName: basename(input.fileName),
    sha256: checksum,
    bytes: input.buffer.length,
    importedAt: (input.now ?? new Date()).toISOString(),
    importedBy: input.importedBy,
    factorCount: parsed.factors.length,
    sheets: parsed.sheets,
    gwp: parsed.gwp,
    attribution: ATTRIBUTIONS[parsed.source],
  };
  await store.transaction(async (tx) => {
    const clash = await tx.get<FactorLibraryDoc>(FACTOR_LIBRARIES, id);
    if (clash)
      throw scoringError(
        'EMISSION_FACTORS.CONFLICT',
        `${parsed.source} ${parsed.year} version ${parsed.version} is already imported from another file (${clash.fileName}); a corrected workbook must carry a new version`,
      );
    await tx.insert(FACTOR_LIBRARIES, library);
    for (const factor of parsed.factors) await tx.insert<EmissionFactorDoc>(EMISSION_FACTORS, { ...factor });
  });
  return { library, created: true, milliseconds: performance.now() - started };
}

/** Reference data at start: each bundled workbook not yet imported (known by checksum) is imported. */
export async function importBundledWorkbooks(runtime: ServiceRuntime): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  const started = performance.now();
  for (const name of BUNDLED_WORKBOOKS) {
    const buffer = readFileSync(referenceFilePath(name));
    const outcome = await importFactorWorkbook(runtime.store, { buffer, fileName: name, importedBy: null });
    outcomes.push(outcome);
    if (outcome.created)
      runtime.logger.info(
        {
          library: outcome.library.id,
          factors: outcome.library.factorCount,
          ms: Math.round(outcome.milliseconds),
        },
        'emission-factor workbook imported',
      );
  }
  runtime.logger.info(
    {
      imported: outcomes.filter((o) => o.created).length,
      alreadyPresent: outcomes.filter((o) => !o.created).length,
      ms: Math.round(performance.now() - started),
    },
    'bundled emission-factor workbooks checked',
  );
  return outcomes;
}
