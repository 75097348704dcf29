import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The reference texts (`*.json`, SOURCES.md) and the official published workbooks (`sources/`) that the
 * product imports. They are kept unchanged, as published; importers read them and record which file and
 * version every figure came from. See `files/sources/README.md` and `files/SOURCES.md`.
 *
 * Works from the TypeScript sources (jest, tsx) and from the compiled `dist/` alike: both sit one level
 * below the package folder.
 */
export const REFERENCE_DATA_DIR = resolve(__dirname, '..', 'files');

/** Absolute path of a reference file, e.g. `sfdr_pai.json` or `sources/epa-ghg-emission-factors-hub-2021.xlsx`. */
export function referenceFilePath(name: string): string {
  const path = join(REFERENCE_DATA_DIR, name);
  if (!path.startsWith(REFERENCE_DATA_DIR) || !existsSync(path)) {
    throw new Error(`Reference file "${name}" is not in ${REFERENCE_DATA_DIR}`);
  }
  return path;
}
