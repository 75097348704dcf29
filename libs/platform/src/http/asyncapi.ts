import { z } from 'zod';
import { ASYNCAPI_DOCUMENT_PATH, cloudEventSchema, eventCatalogue, topicOf } from '@esg/contracts';

/**
 * The AsyncAPI 3.0 document of every integration event (issue 13, docs/public-api.md, ADR 0080), built
 * from the event catalogue of libs/contracts: one message per event type (its payload is the zod schema
 * the bus validates with, turned into JSON Schema), one channel per Kafka topic (`topicOf(type)`), the
 * CloudEvents envelope as the message headers of the Kafka binary content mode, the subject as the key.
 * Nothing is written by hand, so an event added to the catalogue is documented by adding it.
 */
type Json = Record<string, unknown>;

export const ASYNCAPI_PATH = ASYNCAPI_DOCUMENT_PATH;

/** Kafka binding version the channel, message and operation bindings follow. */
const KAFKA_BINDING = '0.5.0';

/** Characters AsyncAPI allows in component and channel keys. */
const key = (name: string) => name.replace(/[^a-zA-Z0-9._-]/g, '_');

/** `data-collection.company.updated.v1` -> service, aggregate, fact, version. */
export function describeEventType(type: string): {
  service: string;
  aggregate: string;
  fact: string;
  version: number;
} {
  const [service = '', aggregate = '', fact = '', version = 'v1'] = type.split('.');
  return { service, aggregate, fact, version: Number(version.slice(1)) };
}

function jsonSchema(schema: z.ZodType): Json {
  try {
    const converted = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'any',
      target: 'draft-7',
    }) as Json;
    delete converted.$schema;
    return converted;
  } catch {
    return {};
  }
}

/**
 * Moves a converted schema's own `definitions` into `components.schemas` under `<prefix>.<name>` and
 * points its references there (a payload's `#/definitions/x` would otherwise resolve against the whole
 * document).
 */
function hoistDefinitions(schema: Json, prefix: string, into: Record<string, unknown>): Json {
  const definitions = schema.definitions as Record<string, unknown> | undefined;
  if (!definitions) return schema;
  delete schema.definitions;
  const renamed = (text: string) =>
    text.replace(/"#\/definitions\/([^"]+)"/g, (_, name: string) =>
      JSON.stringify(`#/components/schemas/${key(`${prefix}.${name}`)}`),
    );
  for (const [name, definition] of Object.entries(definitions))
    into[key(`${prefix}.${name}`)] = JSON.parse(renamed(JSON.stringify(definition))) as unknown;
  return JSON.parse(renamed(JSON.stringify(schema))) as Json;
}

/** The CloudEvents attributes as Kafka headers (binary content mode): `ce_<attribute>` and content-type. */
function envelopeHeaders(type: string): Json {
  const shape = cloudEventSchema.shape;
  const properties: Record<string, Json> = {
    'content-type': {
      type: 'string',
      const: 'application/json',
      description: 'CloudEvents attribute datacontenttype: the data is JSON',
    },
  };
  const required = ['content-type'];
  for (const [name, attribute] of Object.entries(shape)) {
    if (name === 'data' || name === 'datacontenttype') continue;
    const header = `ce_${name}`;
    properties[header] = {
      type: 'string',
      description:
        name === 'aggregateversion'
          ? 'CloudEvents extension aggregateversion: the aggregate version, an integer written as text'
          : `CloudEvents ${['specversion', 'id', 'source', 'type', 'subject', 'time'].includes(name) ? 'attribute' : 'extension'} ${name}`,
      ...(name === 'type' ? { const: type } : {}),
      ...(name === 'specversion' ? { const: '1.0' } : {}),
      ...(name === 'time' ? { format: 'date-time' } : {}),
    };
    if (!(attribute as z.ZodType).safeParse(undefined).success) required.push(header);
  }
  return { type: 'object', properties, required };
}

export interface AsyncApiOptions {
  version: string;
  /** Kafka bootstrap servers named in the document (KAFKA_BROKERS of the deployment). */
  kafkaHost?: string;
}

export function buildAsyncApiDocument(options: AsyncApiOptions): Json {
  const schemas: Record<string, unknown> = {
    CloudEvent: jsonSchema(cloudEventSchema),
  };
  const messages: Record<string, Json> = {};
  const byTopic = new Map<string, string[]>();
  for (const [type, schema] of Object.entries(eventCatalogue).sort(([a], [b]) => a.localeCompare(b))) {
    const { service, aggregate, fact, version } = describeEventType(type);
    const topic = topicOf(type);
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), type]);
    messages[key(type)] = {
      name: type,
      title: `${aggregate} ${fact.replace(/-/g, ' ')} (v${version})`,
      summary: `${service} publishes ${type} on topic ${topic}, keyed by the subject (${aggregate} id).`,
      contentType: 'application/json',
      tags: [{ name: service }],
      headers: envelopeHeaders(type),
      payload: hoistDefinitions(jsonSchema(schema as z.ZodType), type, schemas),
      correlationId: {
        description: 'The request or job that caused the event, carried by every event it led to',
        location: '$message.header#/ce_correlationid',
      },
      bindings: {
        kafka: {
          key: { type: 'string', description: `CloudEvents subject: the ${aggregate} id` },
          bindingVersion: KAFKA_BINDING,
        },
      },
      'x-event-type': type,
      'x-event-version': version,
      'x-topic': topic,
    };
  }

  const channels: Record<string, Json> = {};
  const operations: Record<string, Json> = {};
  for (const [topic, types] of [...byTopic].sort(([a], [b]) => a.localeCompare(b))) {
    const id = key(topic);
    channels[id] = {
      address: topic,
      title: topic,
      description:
        `Events of the ${topic.split('.')[1]} aggregate of ${topic.split('.')[0]}. Failed deliveries of a ` +
        `consumer group go to \`${topic}.dlq\`.`,
      messages: Object.fromEntries(types.map((t) => [key(t), { $ref: `#/components/messages/${key(t)}` }])),
      bindings: { kafka: { topic, partitions: 3, bindingVersion: KAFKA_BINDING } },
    };
    operations[`publish.${id}`] = {
      action: 'send',
      title: `Publish on ${topic}`,
      summary: `The platform publishes ${types.join(', ')}.`,
      channel: { $ref: `#/channels/${id}` },
      messages: types.map((t) => ({ $ref: `#/channels/${id}/messages/${key(t)}` })),
    };
  }

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'ESG Platform integration events',
      version: options.version,
      description:
        'Every integration event of the ESG data platform, generated from the event catalogue of ' +
        'libs/contracts. Each event is a CloudEvents 1.0 event; on Kafka it travels in binary content ' +
        'mode: the attributes as `ce_<name>` headers, `content-type: application/json`, the data alone ' +
        'as the value, the subject (aggregate id) as the key. Event types read ' +
        '`<service>.<aggregate>.<fact>.v<N>`; a new version is a new type, published beside the old one.',
    },
    defaultContentType: 'application/json',
    servers: {
      kafka: {
        host: options.kafkaHost ?? 'kafka:9092',
        protocol: 'kafka',
        description: 'The Kafka cluster of a production deployment (KAFKA_BROKERS).',
      },
    },
    channels,
    operations,
    components: { messages, schemas },
  };
}
