import { createEvent, EventValidationError, topicOf, uuidv7, validateEvent } from '@esg/contracts';

const registered = () =>
  createEvent({
    type: 'data-collection.company.registered.v1',
    source: 'data-collection',
    subject: 7,
    companyId: 7,
    actorId: 2,
    aggregateVersion: 1,
    data: { companyId: 7, name: 'Trial Capital', type: 'gp', parentId: null },
  });

describe('integration event envelope', () => {
  it('builds a CloudEvents 1.0 envelope with the platform extensions', () => {
    const event = registered();
    expect(event).toMatchObject({
      specversion: '1.0',
      source: 'data-collection',
      type: 'data-collection.company.registered.v1',
      subject: '7',
      datacontenttype: 'application/json',
      companyid: '7',
      actorid: '2',
      aggregateversion: 1,
    });
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.correlationid).toBeTruthy();
    expect(validateEvent(event)).toEqual(event);
  });

  it('takes time-ordered ids, so indexes on them grow at the end', () => {
    const ids = [0, 1, 2].map((i) => uuidv7(Date.UTC(2026, 0, 1) + i * 1000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => uuidv7())).size).toBe(1000);
  });

  it('keeps the order of ids made in the same millisecond (the change log sorts by time, then id)', () => {
    const at = Date.UTC(2026, 0, 2);
    const ids = Array.from({ length: 5000 }, () => uuidv7(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(5000);
    // A clock that steps back does not break the order either.
    const later = uuidv7(at - 1000);
    expect([ids[ids.length - 1], later].sort()).toEqual([ids[ids.length - 1], later]);
  });

  it('publishes on one topic per service and aggregate', () => {
    expect(topicOf('action-plans.recommendation.status-changed.v1')).toBe('action-plans.recommendation');
    expect(() => topicOf('nonsense')).toThrow(/service and aggregate/);
  });

  it('names the field when the data fails its schema', () => {
    const event = { ...registered(), data: { companyId: 'seven', name: 'x', type: 'gp', parentId: null } };
    expect(() => validateEvent(event)).toThrow(EventValidationError);
    expect(() => validateEvent(event)).toThrow(/companyId/);
  });

  it('refuses an unknown type and a broken envelope', () => {
    expect(() => validateEvent({ ...registered(), type: 'data-collection.company.vanished.v1' })).toThrow(
      /unknown event type/,
    );
    expect(() => validateEvent({ ...registered(), type: 'Bad Type' })).toThrow(/type/);
    expect(() => validateEvent({ ...registered(), specversion: '0.3' })).toThrow(/specversion/);
    expect(() => validateEvent(null)).toThrow(EventValidationError);
  });
});
