import { InProcessBus, type EventBus } from '../src';
import { waitFor } from '@esg/testing';
import { busContract } from './bus.contract';
import { companyUpdated, TOPIC } from './fixtures';

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

  it('is idle only once every group with a member has handled what was published, retries included', async () => {
    const bus = new InProcessBus({ retryDelayMs: 5 });
    const handled: string[] = [];
    let failures = 1;
    await bus.subscribe({
      group: 'slow',
      topics: [TOPIC],
      handler: async (event) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failures-- > 0) throw new Error('a passing failure');
        handled.push(event.id);
      },
    });
    // A group whose member left does not hold the bus busy.
    const left = await bus.subscribe({ group: 'left', topics: [TOPIC], handler: async () => undefined });
    await left.close();
    const events = [companyUpdated(1, 1), companyUpdated(1, 2), companyUpdated(2, 1)];
    await bus.publish(events);
    await bus.idle();
    expect(handled).toEqual(events.map((e) => e.id));
    await bus.close();
  });
});
