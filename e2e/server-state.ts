import path from 'node:path';

/** What the global setup hands to the workers and the teardown (they run in other processes). */
export interface ServerState {
  /** The seeded data folder every worker's app starts from a copy of; absent with E2E_BASE_URL. */
  templateDir?: string;
  /**
   * The BUILD_ID the template and every worker's app run with: without one, each app process would
   * take itself for a new deployment and show the "new version" announcement on every page.
   */
  buildId?: string;
}

export const REPO_ROOT = path.resolve(__dirname, '..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'test-results', 'e2e');
/** Outside the output folder, which Playwright empties at the start of a run. */
export const STATE_FILE = path.join(REPO_ROOT, 'test-results', '.e2e-server.json');
