import type { CloudEvent } from '@esg/contracts';
import type { Store, Transaction } from '@esg/persistence';
import type { BatchEventHandler, EventHandler } from './event-bus.port';

/**
 * Wraps a consumer's effect so it runs in one store transaction with the inbox record of the event:
 * the effect and "consumer X applied event E" commit together, so a redelivered event changes nothing.
 */
export function consumeIdempotently(
  store: Store,
  consumerName: string,
  apply: (event: CloudEvent, tx: Transaction) => Promise<void>,
): EventHandler {
  return (event) =>
    store.transaction(async (tx) => {
      if (!(await tx.markProcessed(consumerName, event.id))) return;
      await apply(event, tx);
    });
}

/**
 * The same, with a batch fast path for `subscribe`: a batch of events is applied in one transaction
 * (one commit instead of one per event). Spread the result into the subscription options.
 */
export function consumeIdempotentlyInBatches(
  store: Store,
  consumerName: string,
  apply: (event: CloudEvent, tx: Transaction) => Promise<void>,
): { handler: EventHandler; batchHandler: BatchEventHandler } {
  return {
    handler: consumeIdempotently(store, consumerName, apply),
    batchHandler: (events) =>
      store.transaction(async (tx) => {
        for (const event of events) {
          if (await tx.markProcessed(consumerName, event.id)) await apply(event, tx);
        }
      }),
  };
}
