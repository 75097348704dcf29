import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { waitFor } from './wait-for';

/**
 * Real service processes for cluster tests: each service's built `dist/main.js` started with its own
 * environment, as scripts/start-cluster.mjs and Kubernetes start them.
 */
export interface ServiceProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `services/<service>/dist/main.js` of the repository at `root` on `port` and waits for /ready. */
export async function startServiceProcess(
  root: string,
  service: string,
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'services', service, 'dist', 'main.js')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const proc: ServiceProcess = {
    name: service,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
  };
  await waitFor(async () => (await fetch(`${proc.url}/ready`).catch(() => null))?.status === 200, {
    timeoutMs,
    message: () => `${service} on ${proc.url} did not become ready:\n${output.slice(-3000)}`,
  });
  return proc;
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
export async function stopServiceProcess(proc: ServiceProcess | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  const killer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}
