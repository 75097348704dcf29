import type { IHeaders } from 'kafkajs';
import type { CloudEvent } from '@esg/contracts';

/**
 * CloudEvents Kafka protocol binding, binary content mode: attributes travel as `ce_<name>` headers,
 * `datacontenttype` as `content-type`, the data alone as the value, the subject (aggregate id) as the
 * key. Any CloudEvents SDK reads these messages.
 */
export interface KafkaCloudEventMessage {
  key: string;
  value: string | null;
  headers: Record<string, string>;
}

/** Extensions whose values are integers; binary mode carries every attribute as a string. */
const INTEGER_ATTRIBUTES = new Set(['aggregateversion']);

export function encodeKafkaMessage(event: CloudEvent): KafkaCloudEventMessage {
  const headers: Record<string, string> = { 'content-type': event.datacontenttype };
  for (const [name, value] of Object.entries(event)) {
    if (name === 'data' || name === 'datacontenttype' || value === undefined || value === null) continue;
    headers[`ce_${name}`] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return {
    key: event.subject,
    value: event.data === undefined ? null : JSON.stringify(event.data),
    headers,
  };
}

function headerText(value: IHeaders[string]): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}

/** Reads a binary-mode message back into a CloudEvent (not yet validated against the catalogue). */
export function decodeKafkaMessage(message: {
  value: Buffer | string | null;
  headers?: IHeaders;
}): CloudEvent {
  const attributes: Record<string, unknown> = {};
  let contentType: string | undefined;
  for (const [header, raw] of Object.entries(message.headers ?? {})) {
    const value = headerText(raw);
    if (value === undefined) continue;
    const name = header.toLowerCase();
    if (name === 'content-type') contentType = value;
    else if (name.startsWith('ce_')) {
      const attribute = name.slice(3);
      attributes[attribute] = INTEGER_ATTRIBUTES.has(attribute) ? Number(value) : value;
    }
  }
  if (attributes.specversion === undefined) {
    throw new Error('Not a CloudEvent in binary content mode: the ce_specversion header is missing');
  }
  const text = message.value === null ? null : message.value.toString();
  let data: unknown = undefined;
  if (text !== null) {
    if (contentType !== undefined && !contentType.startsWith('application/json')) {
      throw new Error(`Unsupported content-type "${contentType}": events carry application/json data`);
    }
    data = JSON.parse(text) as unknown;
  }
  return { ...attributes, datacontenttype: contentType ?? 'application/json', data } as CloudEvent;
}
