import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningHost } from '@esg/platform';
import { waitFor } from './wait-for';

/**
 * Seeded data folders for test hosts (docs/testing.md, ADR 0120). A host started on an empty folder
 * spends 5-25 s on migrations, the bundled DESNZ and EPA workbooks, frameworks and demo seeds; one
 * started on a copy of a folder where that was done already starts in about a second, as a restarted
 * app does. The jest global setup (test/jest/global-setup.js) names a directory for the run in
 * ESG_TEST_TEMPLATES; the first host of a kind builds its template there, once per run (other jest
 * workers wait for it), and every host of that kind copies it. Without the variable (a spec run by
 * something other than jest) or with ESG_TEST_TEMPLATES=off, every host starts on an empty folder.
 */
export const TEMPLATES_ENV = 'ESG_TEST_TEMPLATES';

/**
 * The BUILD_ID of every test host that hosts the gateway. Without one, the gateway takes its build to
 * be the package version and the process's start time (deployed-announcement.ts), so a template built
 * in one jest worker and copied in another would look like a new deployment and raise the "new
 * version" announcement on every page. A copied host is a restart of the same build.
 */
export const TEST_BUILD_ID = 'test-run';

const LOCK_STALE_AFTER_MS = 10 * 60_000;
const built = new Map<string, Promise<string>>();

/** An empty throw-away data folder: a host started on it migrates, imports and seeds from scratch. */
export function emptyDataDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A throw-away data folder for a host of `kind`: a copy of the kind's seeded template when templates
 * are on, else empty. `start` starts the host exactly as the harness would on the folder it is given;
 * it builds the template (started, settled, closed) the first time a kind is asked for in a run.
 */
export async function seededDataDir(
  kind: string,
  prefix: string,
  start: (dataDir: string) => Promise<RunningHost>,
): Promise<string> {
  const root = process.env[TEMPLATES_ENV];
  const dataDir = emptyDataDir(prefix);
  if (!root || root === 'off') return dataDir;
  const template = await templateOf(root, kind, start);
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

function templateOf(
  root: string,
  kind: string,
  start: (dataDir: string) => Promise<RunningHost>,
): Promise<string> {
  const key = `${root}:${kind}`;
  let template = built.get(key);
  if (!template) {
    template = buildOnce(root, kind, start);
    template.catch(() => built.delete(key));
    built.set(key, template);
  }
  return template;
}

/** Builds the template of `kind` under `root` unless another jest worker has, or is doing it. */
async function buildOnce(
  root: string,
  kind: string,
  start: (dataDir: string) => Promise<RunningHost>,
): Promise<string> {
  const template = join(root, kind);
  const lock = join(root, `${kind}.lock`);
  mkdirSync(root, { recursive: true });
  const turn = await waitFor(() => (existsSync(template) ? 'built' : takeLock(lock) && 'ours'), {
    timeoutMs: LOCK_STALE_AFTER_MS,
    intervalMs: 100,
    message: `the test data template "${kind}" (lock ${lock})`,
  });
  if (turn === 'built') return template;
  try {
    if (existsSync(template)) return template;
    const building = join(root, `${kind}.building-${process.pid}`);
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building);
    const host = await start(building);
    try {
      await settleHost(host);
    } finally {
      await host.close();
    }
    // Atomic: another worker sees either no template or a whole one.
    renameSync(building, template);
    return template;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Takes the build lock of a template (a directory: mkdir is atomic); frees one whose owner died. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'owner'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readOwner(lock));
    if (owner && !isAlive(owner)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

function readOwner(lock: string): string {
  try {
    return readFileSync(join(lock, 'owner'), 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Waits until a host has nothing in flight, three checks in a row (a consumer's work may append to
 * another outbox): on the in-process bus, every consumer group caught up with every service's outbox
 * (`InProcessBus.idle`; standalone has no relay); on another bus, every outbox published by its relay.
 */
export async function settleHost(host: RunningHost, timeoutMs = 60_000): Promise<void> {
  const bus = host.bus as RunningHost['bus'] & { idle?: () => Promise<void> };
  const deadline = Date.now() + timeoutMs;
  const settled = async (): Promise<boolean> => {
    if (bus.idle) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>(
        (resolve) => (timer = setTimeout(() => resolve('late'), deadline - Date.now())),
      );
      const outcome = await Promise.race([bus.idle().then(() => 'idle' as const), late]);
      clearTimeout(timer);
      return outcome === 'idle';
    }
    const pending = await Promise.all(host.runtimes.map((r) => r.store.outbox.unpublished(1)));
    return pending.every((rows) => rows.length === 0);
  };
  let quiet = 0;
  await waitFor(
    async () => {
      quiet = (await settled()) ? quiet + 1 : 0;
      return quiet >= 3;
    },
    { timeoutMs, intervalMs: 50, message: 'the host to settle (consumers caught up with every outbox)' },
  );
}
