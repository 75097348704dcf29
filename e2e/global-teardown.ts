import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { STATE_FILE, type ServerState } from './server-state';

function isAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the process group of `npm start` and removes its throw-away data folder. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;

  if (state.pid) {
    const pid = state.pid;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (isAlive(pid)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Exited between the check and the kill.
      }
    }
  }
  if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  await rm(STATE_FILE, { force: true });
}
