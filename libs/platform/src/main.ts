import type { Logger } from 'pino';
import { ConfigError, loadConfig, type ServiceName } from './config';
import { startHost, type RunningHost } from './host';
import { createLogger } from './logger';
import type { ServiceDefinition } from './service-definition';

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
    logger = createLogger({ service: name, level: config.logLevel });
    const host = await startHost({ name, config, definitions, logger });
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
