import { validateEvent } from '@esg/contracts';
import { decodeKafkaMessage, encodeKafkaMessage } from '../src';
import { companyUpdated } from './fixtures';

describe('CloudEvents Kafka binding (binary content mode)', () => {
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

  it('decodes what it encodes back into a valid CloudEvent', () => {
    const event = companyUpdated(5, 2);
    const { key, value, headers } = encodeKafkaMessage(event);
    const bufferHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Buffer.from(v)]));
    const decoded = decodeKafkaMessage({ value: Buffer.from(value!), headers: bufferHeaders });

    expect(key).toBe(event.subject);
    expect(decoded).toEqual(event);
    expect(() => validateEvent(decoded)).not.toThrow();
  });

  it('refuses a message that is not a binary-mode CloudEvent', () => {
    expect(() => decodeKafkaMessage({ value: Buffer.from('{}'), headers: {} })).toThrow(/ce_specversion/);
  });
});
