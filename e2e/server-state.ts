import path from 'node:path';

/** What the global setup hands to the tests and the teardown (they run in other processes). */
export interface ServerState {
  baseURL: string;
  /** Process group of `npm start`; absent when the tests ran against an external E2E_BASE_URL. */
  pid?: number;
  dataDir?: string;
  logFile?: string;
}

export const REPO_ROOT = path.resolve(__dirname, '..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'test-results', 'e2e');
/** Outside the output folder, which Playwright empties at the start of a run. */
export const STATE_FILE = path.join(REPO_ROOT, 'test-results', '.e2e-server.json');
