import { Redis } from 'ioredis';
import { redisServerAvailable, startRedisServer, waitFor, type RedisServer } from '@esg/testing';
import { RedisStreamsBus, type EventBus } from '../src';
import { busContract } from './bus.contract';
import { companyUpdated, TOPIC } from './fixtures';

const CLAIM_IDLE_MS = 300;

if (!redisServerAvailable()) {
  console.warn(
    'Skipping the Redis Streams bus tests: redis-server is not installed (/usr/bin/redis-server).',
  );
}
const describeWithRedis = redisServerAvailable() ? describe : describe.skip;

describeWithRedis('RedisStreamsBus', () => {
  let server: RedisServer;
  let harnessSeq = 0;

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const connect = (prefix: string): Promise<RedisStreamsBus> =>
    RedisStreamsBus.connect({
      url: server.url,
      prefix,
      claimIdleMs: CLAIM_IDLE_MS,
      blockMs: 500,
      retryDelayMs: 5,
      batchSize: 50,
    });

  busContract(async () => {
    const prefix = `t${++harnessSeq}:`;
    const bus = await connect(prefix);
    const others: EventBus[] = [];
    return {
      bus,
      connect: async () => {
        const other = await connect(prefix);
        others.push(other);
        return other;
      },
      // A member that reads entries into its pending list and loses its connection without acking.
      crashConsumer: async (group, topic) => {
        const raw = new Redis(server.url, { protocol: 2 });
        const stream = `${prefix}${topic}`;
        await raw.call('XGROUP', 'CREATE', stream, group, '0', 'MKSTREAM').catch(() => undefined);
        const reply = await raw.call(
          'XREADGROUP',
          'GROUP',
          group,
          'doomed',
          'COUNT',
          1000,
          'STREAMS',
          stream,
          '>',
        );
        raw.disconnect();
        if (!Array.isArray(reply) || reply.length === 0)
          throw new Error('the crashing consumer took no entry');
      },
      close: async () => {
        for (const other of others) await other.close();
        await bus.close();
      },
    };
  });

  describe('specifics', () => {
    let bus: RedisStreamsBus;
    let raw: Redis;
    beforeEach(async () => {
      bus = await connect(`s${++harnessSeq}:`);
      raw = new Redis(server.url, { protocol: 2 });
    });
    afterEach(async () => {
      raw.disconnect();
      await bus.close();
    });

    it('dead-letters an entry that fails its schema when consumed, with the validation error', async () => {
      const events: string[] = [];
      const subscription = await bus.subscribe({
        group: 'strict',
        topics: [TOPIC],
        handler: async (event) => void events.push(event.id),
      });
      const good = companyUpdated(1, 1);
      await raw.xadd(
        bus.streamKey(TOPIC),
        '*',
        'event',
        JSON.stringify({ ...companyUpdated(1, 0), type: 'Bad' }),
        'key',
        '1',
      );
      await raw.xadd(bus.streamKey(TOPIC), '*', 'event', '{not json', 'key', '1');
      await bus.publish([good]);

      await waitFor(() => events.includes(good.id), { message: 'the valid event' });
      const letters = await waitFor(async () => {
        const all = await bus.deadLetters(TOPIC);
        return all.length === 2 ? all : null;
      });
      expect(letters[0].error).toMatch(/type/);
      expect(letters[1].error).toMatch(/JSON/);
      expect(letters[1].event).toBeNull();
      expect(events).toEqual([good.id]);
      await subscription.close();
    });

    it('stores the CloudEvent JSON and the key in each entry, on a stream per topic', async () => {
      const event = companyUpdated(42, 3);
      await bus.publish([event]);
      const entries = (await raw.xrange(bus.streamKey(TOPIC), '-', '+')) as Array<[string, string[]]>;
      expect(entries).toHaveLength(1);
      const fields = entries[0][1];
      expect(JSON.parse(fields[fields.indexOf('event') + 1])).toEqual(event);
      expect(fields[fields.indexOf('key') + 1]).toBe('42');
    });

    it('reports consumer lag through the metrics', async () => {
      const lags: number[] = [];
      const metered = await RedisStreamsBus.connect({
        url: server.url,
        prefix: `m${++harnessSeq}:`,
        lagIntervalMs: 0,
        metrics: {
          published: () => undefined,
          consumed: () => undefined,
          failed: () => undefined,
          deadLettered: () => undefined,
          lag: (_topic, _group, lag) => lags.push(lag),
        },
      });
      await metered.publish([companyUpdated(1, 1), companyUpdated(1, 2)]);
      const subscription = await metered.subscribe({
        group: 'g',
        topics: [TOPIC],
        handler: async () => undefined,
      });
      await waitFor(() => lags.includes(0), { message: 'a lag of 0' });
      await subscription.close();
      await metered.close();
    });
  });

  it('names the address and REDIS_URL when Redis is unreachable', async () => {
    const unused = server.port === 1 ? 2 : 1; // privileged ports nobody listens on here
    await expect(
      RedisStreamsBus.connect({ url: `redis://:secret@127.0.0.1:${unused}`, connectAttempts: 2 }),
    ).rejects.toThrow(/Cannot connect to Redis at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\) after 2 attempts/);
  });
});
