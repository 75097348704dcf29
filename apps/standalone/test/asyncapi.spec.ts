import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import request from 'supertest';
import { cloudEventSchema, eventCatalogue, topicOf } from '@esg/contracts';
import { startStandalone } from './standalone-host';

/**
 * The AsyncAPI document the gateway serves (issue 13, ADR 0080): generated from the event catalogue, so
 * every event of the registry is in it with its topic, key, envelope and payload schema, and it is a
 * valid AsyncAPI 3.0 document by the reference parser.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;
interface Message {
  name: string;
  headers: { properties: Record<string, { const?: string }>; required: string[] };
  payload: Record<string, unknown>;
  bindings: { kafka: { key: { type: string } } };
  'x-topic': string;
  'x-event-version': number;
}
interface Document {
  asyncapi: string;
  channels: Record<
    string,
    { address: string; messages: Record<string, { $ref: string }>; bindings: { kafka: { topic: string } } }
  >;
  operations: Record<
    string,
    { action: string; channel: { $ref: string }; messages: Array<{ $ref: string }> }
  >;
  components: { messages: Record<string, Message>; schemas: Record<string, unknown> };
}

describe('AsyncAPI document of the integration events', () => {
  let host: Host;
  let document: Document;

  beforeAll(async () => {
    host = await startStandalone();
    const response = await request(host.url).get('/api/docs/asyncapi.json');
    expect(response.status).toBe(200);
    document = response.body as Document;
  });
  afterAll(async () => host?.dispose());

  it('has every event of the registry, on its topic, keyed by the subject', () => {
    const types = Object.keys(eventCatalogue);
    expect(types.length).toBeGreaterThan(40);
    const documented = Object.values(document.components.messages).map((m) => m.name);
    expect(types.filter((type) => !documented.includes(type))).toEqual([]);
    expect(documented.filter((type) => !types.includes(type))).toEqual([]);
    for (const type of types) {
      const message = document.components.messages[type];
      const topic = topicOf(type);
      expect({ type, topic: message['x-topic'] }).toEqual({ type, topic });
      expect(message['x-event-version']).toBe(Number(/\.v(\d+)$/.exec(type)![1]));
      expect(message.bindings.kafka.key.type).toBe('string');
      expect(message.headers.properties.ce_type.const).toBe(type);
      // The channel of the topic lists the message, and an operation sends it.
      const channel = document.channels[topic];
      expect(channel.address).toBe(topic);
      expect(channel.bindings.kafka.topic).toBe(topic);
      expect(channel.messages[type]).toEqual({ $ref: `#/components/messages/${type}` });
      expect(document.operations[`publish.${topic}`].messages).toContainEqual({
        $ref: `#/channels/${topic}/messages/${type}`,
      });
    }
  });

  it('carries the CloudEvents envelope as headers and the payload schema of libs/contracts', () => {
    const message = document.components.messages['data-collection.company.updated.v1'];
    const required = Object.entries(cloudEventSchema.shape)
      .filter(
        ([name, schema]) =>
          name !== 'data' && name !== 'datacontenttype' && !schema.safeParse(undefined).success,
      )
      .map(([name]) => `ce_${name}`);
    expect(message.headers.required.sort()).toEqual(['content-type', ...required].sort());
    expect(message.headers.properties).toHaveProperty('ce_companyid');
    expect(message.payload).toEqual(
      expect.objectContaining({ type: 'object', required: expect.arrayContaining(['companyId', 'changes']) }),
    );
    expect(document.components.schemas.CloudEvent).toEqual(
      expect.objectContaining({ required: expect.arrayContaining(['specversion', 'id', 'type', 'subject']) }),
    );
  });

  it('is a valid AsyncAPI 3.0 document (@asyncapi/parser: no error)', async () => {
    expect(document.asyncapi).toBe('3.0.0');
    const { document: parsed, diagnostics } = await new Parser().parse(JSON.stringify(document));
    const errors = diagnostics
      .filter((d) => Number(d.severity) === Number(DiagnosticSeverity.Error))
      .map((d) => `${d.path.join('/')}: ${d.message}`);
    expect(errors).toEqual([]);
    expect(parsed?.messages().length).toBe(Object.keys(eventCatalogue).length);
  });

  it('renders a readable reference at /api/docs/asyncapi, linked from /api/docs', async () => {
    const page = await request(host.url).get('/api/docs/asyncapi');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const type of Object.keys(eventCatalogue)) expect(page.text).toContain(`<code>${type}</code>`);
    expect(page.text).toContain('<code>ce_correlationid</code>');
    const rest = await request(host.url).get('/api/docs');
    expect(rest.text).toContain('href="/api/docs/asyncapi"');
  });
});
