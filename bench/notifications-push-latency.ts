/**
 * Command → push latency in standalone mode (target p50 ≤ 25 ms, p99 ≤ 100 ms): the standalone app in a
 * child process, measured by bench/notifications-support/push-latency.ts (1,000 Socket.IO clients,
 * 100 commands/s open loop, the command's HTTP round trip as the baseline of the same run). The cluster
 * mode on Kafka: bench/notifications-push-latency-cluster.ts.
 */
import { buildServer, startStandalone } from './notifications-support/standalone';
import { measurePushLatency } from './notifications-support/push-latency';

async function main(): Promise<void> {
  buildServer();
  const app = await startStandalone();
  try {
    await measurePushLatency(app, '', 'Standalone app in a child process (LOG_LEVEL=warn)');
  } finally {
    await app.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
