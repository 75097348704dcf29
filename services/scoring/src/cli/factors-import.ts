import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ConfigError, DomainError, loadConfig, openStore } from '@esg/platform';
import { importFactorWorkbook } from '../infrastructure/factor-library';
import { scoringMigrations } from '../infrastructure/migrations';

/**
 * `npm run factors:import -- <workbook.xlsx> [...]`: imports official DESNZ or EPA workbooks into the
 * scoring store named by the environment (DATA_DIR for SQLite, STORE=mongo and MONGO_URL in
 * production), each as a new library version. Returns the exit code; writes what it did to `out`.
 */
export async function factorsImportCli(
  files: readonly string[],
  env: NodeJS.ProcessEnv,
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  if (files.length === 0) {
    out.error('usage: npm run factors:import -- <workbook.xlsx> [more.xlsx ...]');
    return 2;
  }
  let config;
  try {
    config = loadConfig('scoring', env);
  } catch (error) {
    out.error(error instanceof ConfigError ? error.message : String(error));
    return 1;
  }
  const store = await openStore(config, 'scoring', scoringMigrations);
  let failed = 0;
  try {
    for (const file of files) {
      const path = resolve(file);
      try {
        const outcome = await importFactorWorkbook(store, {
          buffer: readFileSync(path),
          fileName: basename(path),
          importedBy: null,
        });
        const { library } = outcome;
        out.log(
          outcome.created
            ? `${basename(path)}: imported ${library.factorCount} emission factors as ${library.id} (${library.title}) in ${(outcome.milliseconds / 1000).toFixed(1)} s`
            : `${basename(path)}: already imported as ${library.id} (same SHA-256); nothing changed`,
        );
      } catch (error) {
        failed++;
        const reason =
          error instanceof DomainError || (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? (error as Error).message
            : String(error);
        out.error(`${basename(path)}: not imported: ${reason}`);
      }
    }
  } finally {
    await store.close();
  }
  return failed ? 1 : 0;
}
