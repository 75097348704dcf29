import type { EventData } from '@esg/contracts';

/*
 * What a value's discussion means to people (issue 27 item 4, ADR 0213, docs/notifications.md "Discussions of
 * values"): data-collection decided who is told (the people mentioned, the other side of the request, the
 * participants of a resolution) in the transaction of the change; this says what each is told, with a link
 * to the screen of their side that opens the discussion. Pure.
 */

export const VALUE_THREAD_EVENT_TYPES = [
  'data-collection.response.comment-posted.v1',
  'data-collection.response.thread-resolved.v1',
  'data-collection.response.thread-reopened.v1',
] as const;
export type ValueThreadEventType = (typeof VALUE_THREAD_EVENT_TYPES)[number];

export const isValueThreadEvent = (type: string): type is ValueThreadEventType =>
  (VALUE_THREAD_EVENT_TYPES as readonly string[]).includes(type);

export interface ValueThreadNotice {
  userId: number;
  message: string;
  link: string;
}

type Context = EventData<'data-collection.response.thread-resolved.v1'>;

/** A comment as a notification quotes it: its first 140 characters on one line. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 140 ? line : `${line.slice(0, 139).trimEnd()}…`;
}

/** The investor's team reviews on the review screen; the company and its contributors answer in the questionnaire. */
export function threadLink(
  side: 'investor' | 'company' | 'contributor',
  responseId: number,
  metricCode: string,
): string {
  const screen = side === 'investor' ? '/review-contributor-response' : '/collect-data';
  return `${screen}?responseId=${responseId}&thread=${encodeURIComponent(metricCode)}`;
}

/** One notice per recipient the event names (never the actor, whom data-collection left out). */
export function valueThreadNotices(type: ValueThreadEventType, data: unknown): ValueThreadNotice[] {
  const d = data as Context;
  const who = d.actorName ?? 'Someone';
  const value = `${d.metricLabel} (${d.companyName}, ${d.period})`;
  return d.notify
    .filter((r) => r.userId !== d.actorId)
    .map((r) => {
      let message: string;
      switch (type) {
        case 'data-collection.response.comment-posted.v1': {
          const c = data as EventData<'data-collection.response.comment-posted.v1'>;
          const verb = r.mentioned ? 'mentioned you on' : c.replyTo === null ? 'commented on' : 'replied on';
          message = `${who} ${verb} ${value}: "${excerpt(c.text)}"`;
          break;
        }
        case 'data-collection.response.thread-resolved.v1':
          message = `${who} resolved the discussion of ${value}`;
          break;
        case 'data-collection.response.thread-reopened.v1':
          message = `${who} reopened the discussion of ${value}`;
          break;
      }
      return { userId: r.userId, message, link: threadLink(r.side, d.responseId, d.metricCode) };
    });
}
