import { InProcessBus, type EventBus } from '../src';
import { waitFor } from '@esg/testing';
import { busContract } from './bus.contract';

describe('InProcessBus', () => {
  busContract(async () => {
    const bus = new InProcessBus({ retryDelayMs: 1 });
    // Another "client" of an in-process bus is the bus itself; only the harness closes it.
    const sameBus: EventBus = {
      kind: bus.kind,
      publish: (events) => bus.publish(events),
      subscribe: (options) => bus.subscribe(options),
      deadLetters: (topic) => bus.deadLetters(topic),
      ping: () => bus.ping(),
      close: async () => undefined,
    };
    return {
      bus,
      connect: async () => sameBus,
      // A member that takes an event and dies: its handler throws and it leaves the group.
      crashConsumer: async (group, topic) => {
        let taken = false;
        const subscription = await bus.subscribe({
          group,
          topics: [topic],
          handler: async () => {
            taken = true;
            void subscription.close();
            throw new Error('consumer crashed');
          },
        });
        await waitFor(() => taken, { message: 'the crashing consumer to take an event' });
      },
      close: () => bus.close(),
    };
  });
});
