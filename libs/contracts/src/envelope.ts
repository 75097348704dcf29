import { z } from 'zod';

/**
 * CloudEvents 1.0 envelope of every integration event, with the extensions of ARCHITECTURE.md.
 * Extension names are lower-case alphanumerics, as CloudEvents requires.
 */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.v[1-9][0-9]*$/;

export const cloudEventSchema = z.object({
  specversion: z.literal('1.0'),
  id: z.string().min(1),
  source: z.string().min(1),
  type: z.string().regex(EVENT_TYPE_PATTERN, 'type must be <service>.<aggregate>.<fact>.v<N>'),
  subject: z.string().min(1),
  time: z.iso.datetime({ offset: true }),
  datacontenttype: z.literal('application/json'),
  companyid: z.string().optional(),
  actorid: z.string().optional(),
  correlationid: z.string().min(1),
  causationid: z.string().optional(),
  aggregateversion: z.number().int().nonnegative(),
  data: z.unknown(),
});

export type CloudEvent<TData = unknown> = Omit<z.infer<typeof cloudEventSchema>, 'data'> & { data: TData };

/** `<service>.<aggregate>` — the stream (topic) an event type is published on. */
export function topicOf(type: string): string {
  const [service, aggregate] = type.split('.');
  if (!service || !aggregate) throw new Error(`Event type "${type}" does not name a service and aggregate`);
  return `${service}.${aggregate}`;
}

/** Last millisecond and counter handed out: ids of one process keep their order within a millisecond. */
let lastMs = -1;
let counter = 0;
const CLOCK_STEP_BACK_MS = 10_000;

/**
 * A UUID version 7 (RFC 9562): time-ordered, so event ids inserted into the outbox and inbox indexes land
 * at the end of their B-trees instead of on random pages. Ids made in the same millisecond carry a
 * rising 12-bit counter in `rand_a` (RFC 9562 §6.2, method 1), so they sort in the order they were
 * made: two events of one change (a change request approved, then the due date it moved) are never
 * shown swapped when sorted by time and id.
 */
export function uuidv7(now = Date.now()): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let ms = now;
  // A clock stepping back a little (NTP) keeps the order; an explicit time far in the past starts afresh.
  if (ms <= lastMs && lastMs - ms < CLOCK_STEP_BACK_MS) {
    ms = lastMs;
    counter++;
    if (counter > 0xfff) {
      ms = lastMs + 1;
      counter = 0;
    }
  } else {
    // A fresh millisecond starts the counter low, with room to rise.
    counter = ((bytes[6] << 8) | bytes[7]) & 0x7ff;
  }
  lastMs = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface EventMeta {
  /** Company the event concerns, as a string id. */
  companyId?: string | number | null;
  actorId?: string | number | null;
  correlationId?: string;
  causationId?: string;
}

export function createEvent<TData>(
  input: {
    type: string;
    source: string;
    subject: string | number;
    data: TData;
    aggregateVersion?: number;
  } & EventMeta,
): CloudEvent<TData> {
  const event: CloudEvent<TData> = {
    specversion: '1.0',
    id: uuidv7(),
    source: input.source,
    type: input.type,
    subject: String(input.subject),
    time: new Date().toISOString(),
    datacontenttype: 'application/json',
    correlationid: input.correlationId ?? globalThis.crypto.randomUUID(),
    aggregateversion: input.aggregateVersion ?? 0,
    data: input.data,
  };
  if (input.companyId != null) event.companyid = String(input.companyId);
  if (input.actorId != null) event.actorid = String(input.actorId);
  if (input.causationId) event.causationid = input.causationId;
  return event;
}
