import { CloudEvent as SdkCloudEvent, Kafka, type KafkaMessage } from 'cloudevents';
import type { IHeaders } from 'kafkajs';
import { topicOf, type CloudEvent } from '@esg/contracts';

/**
 * CloudEvents Kafka protocol binding, binary content mode, through the `cloudevents` SDK (issue 13,
 * ADR 0081): the SDK writes the attributes as `ce_<name>` headers, `datacontenttype` as `content-type`,
 * the data alone as the value and the `partitionkey` extension (the subject: the aggregate id) as the key;
 * it reads them back the same way. This file only adapts the SDK's message to what kafkajs sends
 * (header values and the value as text) and back.
 */
export interface KafkaCloudEventMessage {
  key: string;
  value: string | null;
  headers: Record<string, string>;
}

/** Extensions whose values are integers; binary mode carries every attribute as a string. */
const INTEGER_ATTRIBUTES = new Set(['aggregateversion']);

/** Set by the SDK beside `content-type` and the key; both already carry them. */
const REDUNDANT_HEADERS = new Set(['ce_datacontenttype', 'ce_partitionkey']);

export function encodeKafkaMessage(event: CloudEvent): KafkaCloudEventMessage {
  // Strict: the SDK checks the event against the CloudEvents 1.0 schema before it is sent.
  const message = Kafka.binary(new SdkCloudEvent({ ...event, partitionkey: event.subject }));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined || value === null || REDUNDANT_HEADERS.has(name)) continue;
    headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return {
    key: String(message.key),
    value: message.value === undefined ? null : JSON.stringify(message.value),
    headers,
  };
}

/** What the adapter hands kafkajs for a batch of events: messages grouped by topic, in publish order. */
export function topicMessagesOf(
  events: readonly CloudEvent[],
  topicName: (topic: string) => string = (topic) => topic,
): Array<{ topic: string; messages: KafkaCloudEventMessage[] }> {
  const byTopic = new Map<string, KafkaCloudEventMessage[]>();
  for (const event of events) {
    const topic = topicName(topicOf(event.type));
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), encodeKafkaMessage(event)]);
  }
  return [...byTopic].map(([topic, messages]) => ({ topic, messages }));
}

function headerText(value: IHeaders[string]): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}

/** Reads a binary-mode message back into a CloudEvent with the SDK (not yet validated against the catalogue). */
export function decodeKafkaMessage(message: {
  key?: Buffer | string | null;
  value: Buffer | string | null;
  headers?: IHeaders;
}): CloudEvent {
  const headers: Record<string, string> = {};
  for (const [header, raw] of Object.entries(message.headers ?? {})) {
    const value = headerText(raw);
    if (value !== undefined) headers[header.toLowerCase()] = value;
  }
  if (headers.ce_specversion === undefined) {
    throw new Error('Not a CloudEvent in binary content mode: the ce_specversion header is missing');
  }
  const contentType = headers['content-type'];
  if (contentType !== undefined && !contentType.startsWith('application/json')) {
    throw new Error(`Unsupported content-type "${contentType}": events carry application/json data`);
  }
  if (message.value === null) throw new Error('The message has no value: events always carry data');
  const kafkaMessage: KafkaMessage<string> = {
    key: message.key?.toString() ?? headers.ce_subject ?? '',
    value: message.value.toString(),
    headers: { 'content-type': 'application/json', ...headers },
    body: message.value.toString(),
  };
  const decoded = Kafka.toEvent(kafkaMessage);
  if (Array.isArray(decoded)) throw new Error('A batch of CloudEvents is not an integration event');
  const event: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(decoded as unknown as Record<string, unknown>)) {
    if (value === undefined || name === 'partitionkey') continue;
    event[name] = INTEGER_ATTRIBUTES.has(name) ? Number(value) : value;
  }
  return event as CloudEvent;
}
