import { spawnSync } from 'node:child_process';

/**
 * Whether testcontainers finds a container runtime, asked in a child process with a deadline so that a
 * missing runtime never hangs a test file. Suites that need one skip with the printed reason.
 */
export function probeContainerRuntime(): { ok: true } | { ok: false; reason: string } {
  const script = `require('testcontainers').getContainerRuntimeClient().then(
    () => process.exit(0),
    (e) => { process.stderr.write(String(e && e.message || e)); process.exit(1); })`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: __dirname,
    encoding: 'utf8',
    timeout: 15_000,
  });
  if (result.status === 0) return { ok: true };
  const reason =
    result.error?.message ??
    (result.stderr.trim() || `probe exited with ${String(result.status ?? result.signal)}`);
  return { ok: false, reason };
}
