import { seededDataDir } from '@esg/testing';

/**
 * A throw-away data folder for the standalone app started as its own process (`dist/main.js`): a copy
 * of the run's seeded standalone template (libs/testing host-template.ts), so the process starts as a
 * restart does instead of migrating, importing the workbooks and seeding from scratch. Start the
 * process with `BUILD_ID=TEST_BUILD_ID`, the build the template was made by. The host code is loaded
 * only when this run has no template yet (in `npm test` the service tier has built it).
 */
export function seededStandaloneDir(prefix: string): Promise<string> {
  return seededDataDir('standalone', prefix, async (folder) => {
    const { startStandaloneAt } = await import('./standalone-host');
    return startStandaloneAt(folder);
  });
}
