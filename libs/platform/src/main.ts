import type { Logger } from 'pino';
import { ConfigError, loadConfig, type AppConfig, type ServiceName } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { startHost, type RunningHost } from './host';
import { createLogger } from './logger';
import type { ServiceDefinition } from './service-definition';

/** The one line a person starting the app in a terminal reads. */
export function startupLine(config: AppConfig, port: number): string {
  const url = `http://localhost:${port}`;
  return config.seedDemoData
    ? `ESG Platform is running at ${url} - sign in as ${DEMO_USERS[1].email} / ${DEMO_PASSWORD} (other demo accounts: README.md)`
    : `ESG Platform is running at ${url}`;
}

/**
 * Entry point of a process: validates configuration, starts the host, stops cleanly on SIGTERM/SIGINT,
 * and exits with a message naming the cause when anything needed is missing or broken.
 */
export async function runProcess(
  name: ServiceName | 'standalone',
  definitions: readonly ServiceDefinition[],
): Promise<RunningHost | undefined> {
  let logger: Logger = createLogger({ service: name, level: process.env.LOG_LEVEL ?? 'info' });
  try {
    const config = loadConfig(name);
    // In a terminal (standalone, stdout a TTY) one readable line says where the app is; the JSON log
    // keeps only warnings and errors unless LOG_LEVEL asks for more. Elsewhere JSON logs as usual.
    const pretty = config.logFormat === 'pretty';
    logger = createLogger({
      service: name,
      level: pretty && process.env.LOG_LEVEL === undefined ? 'warn' : config.logLevel,
      pretty,
    });
    const host = await startHost({ name, config, definitions, logger });
    if (pretty) process.stdout.write(`${startupLine(config, host.port)}\n`);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      host.close().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
    return host;
  } catch (error) {
    const message =
      error instanceof ConfigError ? error.message : `Failed to start ${name}: ${(error as Error).message}`;
    logger.fatal({ err: error }, message);
    process.stderr.write(`${message}\n`);
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100).unref();
    return undefined;
  }
}
