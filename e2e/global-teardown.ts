import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { STATE_FILE, type ServerState } from './server-state';

/** Removes the seeded template (each worker stopped its own app and removed its folder). */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
  if (state.templateDir) await rm(state.templateDir, { recursive: true, force: true });
  await rm(STATE_FILE, { force: true });
}
