import { Kafka, type CloudEventV1, type KafkaMessage } from 'cloudevents';
import { validateEvent } from '@esg/contracts';
import { decodeKafkaMessage, encodeKafkaMessage, topicMessagesOf } from '../src';
import { companyUpdated } from './fixtures';

/**
 * The Kafka binding of the bus (binary content mode) is the `cloudevents` SDK's (ADR 0081). These tests
 * need no broker: they take the messages exactly as the adapter hands them to kafkajs
 * (`topicMessagesOf`, used by KafkaBus.publish) and read them with the SDK's own `Kafka.toEvent`, as
 * any other consumer would.
 */
describe('CloudEvents Kafka binding (binary content mode, cloudevents SDK)', () => {
  it('carries attributes as ce_ headers, the subject as key and the data alone as value', () => {
    const event = { ...companyUpdated(5, 2, { name: 'Acme' }), actorid: '9', causationid: 'cause-1' };
    const message = encodeKafkaMessage(event);

    expect(message.key).toBe('5');
    expect(JSON.parse(message.value!)).toEqual({ companyId: 5, changes: { name: 'Acme' } });
    expect(message.headers).toEqual({
      'content-type': 'application/json',
      ce_specversion: '1.0',
      ce_id: event.id,
      ce_source: 'test/messaging',
      ce_type: 'data-collection.company.updated.v1',
      ce_subject: '5',
      ce_time: event.time,
      ce_correlationid: event.correlationid,
      ce_aggregateversion: '2',
      ce_companyid: '5',
      ce_actorid: '9',
      ce_causationid: 'cause-1',
    });
  });

  it('produces messages the SDK decodes (Kafka.toEvent) into the same event', () => {
    const first = { ...companyUpdated(5, 2, { name: 'Acme' }), actorid: '9' };
    const second = companyUpdated(6, 1);
    const batch = topicMessagesOf([first, second], (topic) => `prod.${topic}`);

    expect(batch).toHaveLength(1);
    expect(batch[0].topic).toBe('prod.data-collection.company');
    const decoded = batch[0].messages.map((m) => {
      const message: KafkaMessage<string> = {
        key: m.key,
        value: m.value!,
        headers: m.headers,
        body: m.value,
      };
      return Kafka.toEvent(message) as CloudEventV1<unknown>;
    });
    expect(decoded[0]).toEqual(
      expect.objectContaining({
        specversion: '1.0',
        id: first.id,
        source: first.source,
        type: first.type,
        subject: '5',
        time: first.time,
        datacontenttype: 'application/json',
        data: { companyId: 5, changes: { name: 'Acme' } },
        correlationid: first.correlationid,
        companyid: '5',
        actorid: '9',
        aggregateversion: '2',
        partitionkey: '5',
      }),
    );
    expect(decoded[1]).toEqual(expect.objectContaining({ id: second.id, subject: '6', partitionkey: '6' }));
  });

  it('decodes what it encodes (as kafkajs delivers it: Buffer headers) back into a valid CloudEvent', () => {
    const event = companyUpdated(5, 2);
    const { key, value, headers } = encodeKafkaMessage(event);
    const bufferHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Buffer.from(v)]));
    const decoded = decodeKafkaMessage({
      key: Buffer.from(key),
      value: Buffer.from(value!),
      headers: bufferHeaders,
    });

    expect(key).toBe(event.subject);
    expect(decoded).toEqual(event);
    expect(() => validateEvent(decoded)).not.toThrow();
  });

  it('refuses a message that is not a binary-mode CloudEvent', () => {
    expect(() => decodeKafkaMessage({ value: Buffer.from('{}'), headers: {} })).toThrow(/ce_specversion/);
  });

  it('refuses, before sending, an event the CloudEvents schema rejects', () => {
    expect(() => encodeKafkaMessage({ ...companyUpdated(5, 1), source: 'not a uri reference' })).toThrow();
  });
});
