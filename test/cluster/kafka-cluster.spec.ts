import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka as KafkaJs, logLevel, type Admin, type Consumer } from 'kafkajs';
import { CloudEvent, Kafka as CloudEventsKafka, type KafkaMessage } from 'cloudevents';
import { parseAllDocuments } from 'yaml';
import { topicOf, validateEvent, type CloudEvent as EsgEvent } from '@esg/contracts';
import {
  acknowledgedFollowUps,
  allPages,
  apiCall,
  COMMENT_ADDED,
  describeWithKafka,
  freePort,
  loginAs,
  startServiceProcess,
  stopServiceProcess,
  startKafka,
  startWebhookReceiver,
  waitFor,
  type FollowUpScenario,
  type KafkaCluster,
  type ServiceProcess,
  type WebhookReceiver,
} from '@esg/testing';

/*
 * Cluster mode on Kafka (issue 22): `npm run start:cluster` with KAFKA_BROKERS naming a three-broker
 * KRaft cluster on loopback (scripts/kafka.mjs), one process per service. A consumer outside the
 * product — plain kafkajs and the cloudevents SDK, as a downstream system would write it — reads
 * data-collection.response.published.v1 per the CloudEvents Kafka binding, on the topic, key and schema
 * the AsyncAPI document and k8s/kafka-topics.yaml declare. Then the faults, each asserting the product's
 * own effects exactly once: every process killed with SIGKILL as acknowledged commands answer (after
 * the restart every follow-up arrives exactly once within 20 s); a second member of the consuming
 * services joining and leaving their consumer groups while comments flow (rebalances with events in
 * flight); one broker of three stopped and restarted under load. One Kafka cluster and one set of
 * processes serve the whole file (starting them is most of its time).
 */
const root = join(__dirname, '..', '..');
const PUBLISHED = 'data-collection.response.published.v1';
const PAI_RECOMPUTED = 'reporting.pai-statement.recomputed.v1';
/** The services whose consumer groups get a second member in the rebalance test (ADR 0104). */
const SECOND_MEMBERS = ['notifications', 'reporting', 'gateway'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (started: number): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function runCluster(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'scripts', 'start-cluster.mjs')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-30_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Signals the launcher's process group: the launcher and every service it started. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    /* already gone */
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
}

/** What the downstream consumer decoded: the SDK's event and the Kafka message it came in. */
interface Seen {
  topic: string;
  key: string | null;
  event: CloudEvent<unknown>;
}

describeWithKafka('cluster mode on Kafka')('cluster mode on a three-broker Kafka', () => {
  let kafka: KafkaCluster;
  let cluster: ReturnType<typeof runCluster>;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  let gateway: string;
  let serviceUrls: string[];
  let scenario: FollowUpScenario;
  let downstream: Consumer;
  const seen: Seen[] = [];
  const timings: string[] = [];

  const ready = async (): Promise<void> => {
    for (const url of [gateway, ...serviceUrls])
      await waitFor(async () => (await fetch(`${url}/ready`).catch(() => null))?.status === 200, {
        timeoutMs: 120_000,
        message: () => `${url} did not become ready:\n${cluster.output().slice(-4000)}`,
      });
  };

  beforeAll(async () => {
    const started = Date.now();
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
    kafka = await startKafka({ nodes: 3 });
    timings.push(`3 brokers ${((Date.now() - started) / 1000).toFixed(1)} s`);
    dataDir = mkdtempSync(join(tmpdir(), 'esg-kafka-cluster-'));
    // The SPA is not under test: a stand-in page, so the launcher does not build frontend/dist meanwhile.
    const webDist = join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ESG Platform</title>');
    const port = await freePort();
    gateway = `http://127.0.0.1:${port}`;
    const names = ['ACTION_PLANS', 'DATA_COLLECTION', 'SCORING', 'NOTIFICATIONS', 'REPORTING'];
    const ports = await Promise.all(names.map(() => freePort()));
    serviceUrls = ports.map((p) => `http://127.0.0.1:${p}`);
    env = {
      KAFKA_BROKERS: kafka.brokers.join(','),
      REDIS_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      JWT_SECRET: 'kafka-cluster-test-secret-0123456789abcdef',
      ...Object.fromEntries(names.map((n, i) => [`${n}_URL`, serviceUrls[i]])),
    };
    cluster = runCluster(env);
    await ready();
    timings.push(`cluster ready ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The downstream system: plain kafkajs, its own group, the SDK decoding each message.
    const client = new KafkaJs({
      clientId: 'downstream',
      brokers: kafka.brokers,
      logLevel: logLevel.NOTHING,
    });
    downstream = client.consumer({ groupId: 'downstream-reporting-system', maxWaitTimeInMs: 250 });
    await downstream.connect();
    await waitFor(
      async () => {
        await downstream.subscribe({ topics: ['data-collection.response'], fromBeginning: true });
        return true;
      },
      { timeoutMs: 60_000, message: 'the data-collection.response topic (created by data-collection)' },
    );
    await downstream.run({
      eachMessage: async ({ topic, message }) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(message.headers ?? {}))
          headers[name] = (Array.isArray(value) ? value[0] : value)?.toString() ?? '';
        const kafkaMessage: KafkaMessage<string> = {
          key: message.key?.toString() ?? '',
          value: message.value?.toString() ?? '',
          headers,
          body: message.value?.toString() ?? '',
          timestamp: message.timestamp,
        };
        seen.push({
          topic,
          key: message.key?.toString() ?? null,
          event: CloudEventsKafka.toEvent(kafkaMessage) as CloudEvent<unknown>,
        });
      },
    });
    scenario = await acknowledgedFollowUps();
  }, 420_000);

  afterAll(async () => {
    await downstream?.disconnect().catch(() => undefined);
    if (cluster) await stopGroup(cluster.child);
    await scenario?.close();
    await kafka?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    console.log(`cluster on Kafka: ${timings.join('; ')}`);
  }, 60_000);

  it('loses no follow-up of acknowledged commands when every process is killed with SIGKILL', async () => {
    const started = Date.now();
    await scenario.prepare(gateway);
    const killed = new Promise((resolve) => cluster.child.once('exit', resolve));
    await scenario.actThenKill(gateway, () => signalGroup(cluster.child, 'SIGKILL'));
    await killed;
    // The services die with the launcher's group; wait until none answers any more.
    await waitFor(
      async () => {
        const up = await Promise.all(
          [gateway, ...serviceUrls].map((url) =>
            fetch(`${url}/health`).then(
              () => true,
              () => false,
            ),
          ),
        );
        return up.every((u) => !u);
      },
      { timeoutMs: 15_000, message: 'every process to be gone' },
    );
    cluster = runCluster(env);
    await ready();
    await scenario.expectEachFollowUpOnce(gateway, 20_000);
    timings.push(`crash scenario ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 420_000);

  it('lets a plain kafkajs + cloudevents consumer read data-collection.response.published.v1 as AsyncAPI and k8s declare it', async () => {
    // The crash scenario published Atlas's SFDR 2025 response (the demo data publishes others before it);
    // a relay that died between sending and marking re-sends it: one event id, perhaps twice.
    const published = await waitFor(
      () => {
        const list = seen.filter((s) => {
          const data = s.event.data as { companyId?: number; standardId?: number; period?: string };
          return (
            s.event.type === PUBLISHED &&
            data.companyId === 3 &&
            data.standardId === 8 &&
            data.period === '2025'
          );
        });
        return list.length > 0 ? list : null;
      },
      { timeoutMs: 30_000, message: 'the published event on data-collection.response' },
    );
    expect(new Set(published.map((s) => s.event.id)).size).toBe(1);
    const { topic, key, event } = published[0];

    // Topic and key: those of the AsyncAPI document (served by the gateway) and of k8s/kafka-topics.yaml.
    expect(topic).toBe(topicOf(PUBLISHED));
    expect(key).toBe(event.subject);
    const asyncapi = (await (await fetch(`${gateway}/api/docs/asyncapi.json`)).json()) as {
      channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
      components: {
        messages: Record<
          string,
          { name: string; 'x-topic': string; bindings: { kafka: { key: { description: string } } } }
        >;
      };
    };
    const channel = Object.values(asyncapi.channels).find((c) => c.address === topic);
    expect(channel).toBeDefined();
    const message = Object.values(asyncapi.components.messages).find((m) => m.name === PUBLISHED);
    expect(message?.['x-topic']).toBe(topic);
    expect(message?.bindings.kafka.key.description).toMatch(/subject/);
    expect(Object.values(channel!.messages).map((m) => m.$ref.split('/').pop())).toContain(
      Object.entries(asyncapi.components.messages).find(([, m]) => m.name === PUBLISHED)![0],
    );
    const declared = parseAllDocuments(readFileSync(join(root, 'k8s', 'kafka-topics.yaml'), 'utf8'))
      .map((d) => d.toJSON() as { kind: string; metadata: { name: string } })
      .filter((d) => d?.kind === 'KafkaTopic')
      .map((d) => d.metadata.name);
    expect(declared).toEqual(expect.arrayContaining([topic, `${topic}.dlq`]));

    // Schema: the event the SDK decoded is valid against the contract the AsyncAPI document is made from.
    expect(event.specversion).toBe('1.0');
    expect(event.source).toBe('data-collection');
    // CloudEvents extensions travel as text in Kafka headers: the integer one is read back as a number.
    const envelope = {
      ...event.toJSON(),
      aggregateversion: Number(event.aggregateversion),
    } as unknown as EsgEvent;
    expect(() => validateEvent(envelope)).not.toThrow();
    expect(event.data).toEqual(expect.objectContaining({ companyId: 3, standardId: 8, period: '2025' }));
  }, 60_000);

  /*
   * Faults asserted on the product's own effects. Comments on recommendation 1 of the demo plan, posted
   * by the portfolio company, each make one notification for the GP and one change-log entry naming the
   * comment (notifications) and one webhook delivery (the gateway); positions of fund 2 (Evergreen
   * Climate Transition Fund II, Northwind alone) on quarter ends of PAI_YEAR, a year no demo data has
   * positions in, make the fund's PAI statement (reporting). Comments are told apart by their text, so a
   * lost or doubled effect is named, not only counted.
   */
  describe('faults, asserted on the product’s effects', () => {
    const PAI_YEAR = 2023;
    const GROUPS = {
      notifications: 'notifications.projections.',
      reporting: 'reporting.projections.pai-v1',
      gateway: 'gateway.webhooks',
    } as const;
    let receiver: WebhookReceiver;
    let hookId = '';
    let admin: Admin;
    /** The latest value recorded per quarter end of fund 2 in PAI_YEAR. */
    const recorded = new Map<string, number>();
    /** T1-1a (financed scope 1 emissions) per euro of Northwind held: each quarter's figure is linear in it. */
    let perEuro = 0;
    const seconds: ServiceProcess[] = [];

    const gp = () => loginAs(gateway, 'gp@demo.test');

    /** Records `value` of Northwind in fund 2 on `date` (the fund holds nothing else then). */
    const recordPositions = async (date: string, value: number): Promise<void> => {
      await apiCall(gateway, 'PUT', `/api/funds/2/positions/${date}`, await gp(), {
        allInvestments: 1_000_000,
        positions: [{ companyId: 2, instrument: 'unlisted_equity', value }],
      });
      recorded.set(date, value);
    };

    interface Statement {
      quarterEnds: string[];
      t1: number | null;
    }
    const statement = async (): Promise<Statement | null> => {
      const response = await fetch(`${gateway}/api/pai/funds/2/${PAI_YEAR}`, {
        headers: { authorization: `Bearer ${await gp()}` },
      });
      if (response.status !== 200) return null;
      const { data } = (await response.json()) as {
        data: { quarterEnds: string[]; indicators: Array<{ id: string; value: number | null }> };
      };
      return {
        quarterEnds: [...data.quarterEnds].sort(),
        t1: data.indicators.find((i) => i.id === 'T1-1a')?.value ?? null,
      };
    };

    /**
     * The PAI statement rests on every positions command: each quarter end recorded is there and the
     * figure is the average of their latest values (a lost command shows as a quarter end missing or
     * another figure); each recomputation was delivered once.
     */
    const expectStatementOfEveryPositions = async (): Promise<void> => {
      const dates = [...recorded.keys()].sort();
      const values = [...recorded.values()];
      const expected = (perEuro * values.reduce((a, b) => a + b, 0)) / values.length;
      let last: Statement | null = null;
      await waitFor(
        async () => {
          last = await statement();
          return (
            last !== null &&
            JSON.stringify(last.quarterEnds) === JSON.stringify(dates) &&
            last.t1 !== null &&
            Math.abs(last.t1 - expected) <= 1e-9 * Math.abs(expected)
          );
        },
        {
          timeoutMs: 120_000,
          intervalMs: 500,
          message: () =>
            `the PAI statement of ${JSON.stringify(Object.fromEntries(recorded))} (T1-1a ${expected}), saw ${JSON.stringify(last)}`,
        },
      );
      const recomputed = receiver.received.filter((r) => r.type === PAI_RECOMPUTED);
      expect(recomputed.length).toBeGreaterThan(0);
      expect(new Set(recomputed.map((r) => r.event.id)).size).toBe(recomputed.length);
      expect(new Set(recomputed.map((r) => r.id)).size).toBe(recomputed.length);
    };

    /**
     * Comments on recommendation 1 as the portfolio company, `workers` at a time with a short pause each,
     * until `done()`; each acknowledged (201) comment's text is pushed to `acknowledged` as it answers.
     */
    async function commentUntil(label: string, acknowledged: string[], done: () => boolean): Promise<void> {
      const pc = await loginAs(gateway, 'pc@demo.test');
      let n = 0;
      const worker = async (): Promise<void> => {
        while (!done()) {
          const text = `${label} ${++n}`;
          await apiCall(gateway, 'POST', '/api/action-plan-recommendations-comments/1', pc, {
            comment: text,
          });
          acknowledged.push(text);
          await sleep(50);
        }
      };
      await Promise.all([worker(), worker()]);
    }

    interface CommentEffects {
      /** The GP's notifications of comments on recommendation 1. */
      notifications: number;
      /** Change-log entries of comments, per comment text. */
      changeLog: Map<string, number>;
      /** The webhook's deliveries of comment events logged as delivered. */
      delivered: number;
    }
    const commentEffects = async (): Promise<CommentEffects> => {
      const token = await gp();
      const notifications = await allPages<{ eventType: string; recommendationId: number | null }>(
        gateway,
        '/api/notifications?actionPlanId=1',
        token,
      );
      const entries = await allPages<{ eventType: string; details: { comment?: unknown } }>(
        gateway,
        '/api/changelog?actionPlanId=1',
        token,
      );
      const changeLog = new Map<string, number>();
      for (const e of entries)
        if (e.eventType === COMMENT_ADDED && typeof e.details.comment === 'string')
          changeLog.set(e.details.comment, (changeLog.get(e.details.comment) ?? 0) + 1);
      let delivered = 0;
      for (let offset = 0; ; offset += 50) {
        const page = await apiCall<Array<{ eventType: string; status: string }>>(
          gateway,
          'GET',
          `/api/webhooks/${hookId}/deliveries?offset=${offset}`,
          token,
        );
        delivered += page.filter((d) => d.eventType === COMMENT_ADDED && d.status === 'delivered').length;
        if (page.length < 50) break;
      }
      return {
        notifications: notifications.filter((n) => n.eventType === COMMENT_ADDED && n.recommendationId === 1)
          .length,
        changeLog,
        delivered,
      };
    };

    /** Webhook requests per comment text: their delivery ids (a retried send repeats its id) and event ids. */
    const receivedPer = (texts: readonly string[]) => {
      const wanted = new Set(texts);
      const per = new Map<string, { deliveries: Set<string>; events: Set<string> }>();
      for (const r of receiver.received) {
        const text = r.event.data.comment;
        if (r.type !== COMMENT_ADDED || typeof text !== 'string' || !wanted.has(text)) continue;
        const entry = per.get(text) ?? { deliveries: new Set<string>(), events: new Set<string>() };
        entry.deliveries.add(r.id);
        entry.events.add(r.event.id);
        per.set(text, entry);
      }
      return per;
    };

    /**
     * Every acknowledged comment's effects exactly once: the GP notified once per comment, one change-log
     * entry per comment text, one delivery per comment (one delivery id, one event id); and a moment
     * later nothing more has come (a doubled effect would come late).
     */
    async function expectEachCommentOnce(before: CommentEffects, texts: readonly string[]): Promise<void> {
      const notOnce = (now: CommentEffects): string[] => {
        const per = receivedPer(texts);
        return texts.filter(
          (t) =>
            now.changeLog.get(t) !== 1 || per.get(t)?.deliveries.size !== 1 || per.get(t)?.events.size !== 1,
        );
      };
      let now: CommentEffects | null = null;
      await waitFor(
        async () => {
          now = await commentEffects();
          return (
            now.notifications >= before.notifications + texts.length &&
            now.delivered >= before.delivered + texts.length &&
            notOnce(now).length === 0
          );
        },
        {
          timeoutMs: 180_000,
          intervalMs: 1_000,
          message: () =>
            `the effects of ${texts.length} comments: ${now ? now.notifications - before.notifications : '?'} notifications, ${
              now ? now.delivered - before.delivered : '?'
            } deliveries; not exactly once: ${now ? notOnce(now).slice(0, 20).join(', ') : '?'}`,
        },
      );
      await sleep(1_500);
      const after = await commentEffects();
      expect(after.notifications - before.notifications).toBe(texts.length);
      expect(after.delivered - before.delivered).toBe(texts.length);
      expect(notOnce(after)).toEqual([]);
    }

    /**
     * Consumer groups of the product whose committed offset on the comment or positions topics is still
     * short of the topic's end after `timeoutMs` (none, normally: all that was published there was handed
     * to them and applied). Reported, not asserted: in one run of three the PAI group stayed two offsets
     * short on one partition of data-collection.positions for a minute after a broker restart while every
     * effect was there (docs/adr/0104); the effects above are the assertion.
     */
    async function groupsStillBehind(timeoutMs = 60_000): Promise<string[]> {
      const topics = ['action-plans.comment', 'data-collection.positions'];
      let behind: string[] = [];
      await waitFor(
        async () => {
          const ends = new Map<string, number>();
          for (const topic of topics)
            for (const p of await admin.fetchTopicOffsets(topic))
              ends.set(`${topic}/${p.partition}`, Number(p.high));
          behind = [];
          for (const { groupId } of (await admin.listGroups()).groups) {
            if (groupId.startsWith('downstream')) continue;
            for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
              if (partitions.every((p) => Number(p.offset) < 0)) continue; // not a topic of this group
              for (const p of partitions) {
                const end = ends.get(`${topic}/${p.partition}`) ?? 0;
                if (Math.max(0, Number(p.offset)) < end)
                  behind.push(`${groupId} ${topic}/${p.partition} ${p.offset}/${end}`);
              }
            }
          }
          return behind.length === 0;
        },
        { timeoutMs, intervalMs: 500 },
      ).catch(() => undefined);
      return behind;
    }

    /** The client ids (KAFKA_CLIENT_ID: the service's name, `-b` for its second member) in the group `prefix` names. */
    const membersOf = async (prefix: string): Promise<string[]> => {
      const groupId = (await admin.listGroups()).groups
        .map((g) => g.groupId)
        .find((g) => g.startsWith(prefix));
      if (!groupId) return [];
      return (await admin.describeGroups([groupId])).groups[0].members.map((m) => m.clientId).sort();
    };

    beforeAll(async () => {
      const started = Date.now();
      admin = new KafkaJs({
        clientId: 'fault-tests',
        brokers: kafka.brokers,
        logLevel: logLevel.NOTHING,
      }).admin();
      await admin.connect();
      receiver = await startWebhookReceiver();
      await apiCall(gateway, 'PUT', '/api/api-keys/access/1', await loginAs(gateway, 'admin@demo.test'), {
        enabled: true,
      });
      hookId = (
        await apiCall<{ id: string }>(gateway, 'POST', '/api/webhooks', await gp(), {
          url: receiver.url,
          events: [COMMENT_ADDED, PAI_RECOMPUTED],
        })
      ).id;
      // No positions in PAI_YEAR yet, so the statement moves with these tests alone; a first quarter end
      // tells one euro's weight in T1-1a.
      expect((await statement())?.quarterEnds ?? []).toEqual([]);
      await recordPositions(`${PAI_YEAR}-03-31`, 400_000);
      const first = await waitFor(async () => (await statement())?.t1 ?? null, {
        timeoutMs: 60_000,
        intervalMs: 250,
        message: `a first PAI statement of fund 2 in ${PAI_YEAR}`,
      });
      perEuro = first / 400_000;
      expect(perEuro).toBeGreaterThan(0);
      timings.push(`fault set-up ${since(started)}`);
    }, 180_000);

    afterAll(async () => {
      await Promise.all(seconds.map((p) => stopServiceProcess(p)));
      await admin?.disconnect().catch(() => undefined);
      await receiver?.close();
    }, 60_000);

    it('applies every comment and positions once while second members of notifications, reporting and the gateway join their consumer groups and leave them', async () => {
      const started = Date.now();
      const before = await commentEffects();
      const acknowledged: string[] = [];
      const notes: string[] = [];
      const inFlight = () => `${acknowledged.length - receivedPer(acknowledged).size} comments in flight`;
      const more = (n: number, what: string) => {
        const from = acknowledged.length;
        return waitFor(() => acknowledged.length >= from + n, { timeoutMs: 120_000, message: what });
      };
      let stop = false;
      const flow = commentUntil('while the groups change', acknowledged, () => stop);
      try {
        await recordPositions(`${PAI_YEAR}-06-30`, 500_000);
        await more(40, '40 comments before the second members join');
        // The second members: the same service on the same data and settings, another port, as a
        // replica of it would run.
        notes.push(`joining at ${acknowledged.length}`);
        const joined = await Promise.all(
          SECOND_MEMBERS.map(async (service) => {
            const memberEnv: NodeJS.ProcessEnv = {
              ...process.env,
              ...env,
              RUN_MODE: 'cluster',
              BUS: 'kafka',
              LOG_LEVEL: 'warn',
              KAFKA_CLIENT_ID: `${service}-b`,
              ...(service === 'gateway' ? {} : { TRUSTED_PROXIES: '127.0.0.1,::1' }),
            };
            delete memberEnv.REDIS_URL;
            const member = await startServiceProcess(root, service, await freePort(), memberEnv, 120_000);
            seconds.push(member);
            return member;
          }),
        );
        for (const [service, prefix] of Object.entries(GROUPS))
          await waitFor(async () => (await membersOf(prefix)).includes(`${service}-b`), {
            timeoutMs: 120_000,
            message: () => `${service}-b in its group ${prefix}`,
          });
        notes.push(`joined at ${acknowledged.length} (${inFlight()})`);
        await recordPositions(`${PAI_YEAR}-06-30`, 600_000);
        await more(60, '60 comments while the groups have two members');
        // …and leave, as a replica scaled down does (SIGTERM: the group hands its partitions back).
        notes.push(`leaving at ${acknowledged.length} (${inFlight()})`);
        await Promise.all(joined.map((p) => stopServiceProcess(p)));
        for (const [service, prefix] of Object.entries(GROUPS))
          await waitFor(async () => !(await membersOf(prefix)).includes(`${service}-b`), {
            timeoutMs: 120_000,
            message: () => `${service}-b gone from ${prefix}`,
          });
        await recordPositions(`${PAI_YEAR}-09-30`, 700_000);
        await more(30, '30 comments after the second members left');
      } finally {
        stop = true;
        await flow;
      }
      await expectEachCommentOnce(before, acknowledged);
      await expectStatementOfEveryPositions();
      const behind = await groupsStillBehind();
      timings.push(
        `rebalance: ${acknowledged.length} comments ${since(started)} (${notes.join(', ')}; groups behind: ${behind.join('; ') || 'none'})`,
      );
    }, 480_000);

    it('applies every comment and positions once while one broker of three is stopped and restarted under load', async () => {
      const started = Date.now();
      const before = await commentEffects();
      const acknowledged: string[] = [];
      const more = (n: number, what: string) => {
        const from = acknowledged.length;
        return waitFor(() => acknowledged.length >= from + n, { timeoutMs: 120_000, message: what });
      };
      let stop = false;
      let victim = -1;
      const flow = commentUntil('while a broker is away', acknowledged, () => stop);
      try {
        await more(30, '30 comments before the outage');
        // The broker leading the comments' first partition goes (its leadership must move).
        const { topics } = await admin.fetchTopicMetadata({ topics: ['action-plans.comment'] });
        victim = topics[0].partitions.find((p) => p.partitionId === 0)!.leader;
        await kafka.stopNode(victim);
        const stoppedAt = acknowledged.length;
        await recordPositions(`${PAI_YEAR}-12-31`, 800_000);
        await more(60, `60 comments while broker ${victim} is stopped`);
        await recordPositions(`${PAI_YEAR}-09-30`, 750_000);
        await kafka.startNode(victim);
        timings.push(
          `outage: ${acknowledged.length - stoppedAt} comments while broker ${victim} was stopped`,
        );
        await more(30, `30 comments after broker ${victim} restarted`);
      } finally {
        stop = true;
        await flow;
      }
      await expectEachCommentOnce(before, acknowledged);
      await expectStatementOfEveryPositions();
      const behind = await groupsStillBehind();
      timings.push(
        `broker outage: ${acknowledged.length} comments ${since(started)} (groups behind: ${behind.join('; ') || 'none'})`,
      );
    }, 480_000);
  });
});
