import type { CompanyLookup } from '@esg/access-policy';
import type { ThreadPerson, ThreadSide, ThreadStatus, ThreadStep, ValueComment } from '@esg/contracts';
import type { Doc, DocumentReader } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import type { Company } from '../../domain/company';
import { dataCollectionError } from '../../domain/data-collection.errors';
import type { ResponseDoc } from '../../domain/esg/response';
import { responseAccess, type ResponseAccess } from '../../domain/esg/response-access';
import { USER_DIRECTORY, type DirectoryUser } from '../../infrastructure/user-directory';
import { responseRef } from '../response-events';
import type { ResponseWorkspace } from '../response-workspace';

export const VALUE_THREADS = 'value_threads';

/**
 * The discussion of one value of a response (collection `value_threads`, ADR 0213): its comments as written
 * (never edited nor deleted: a correction is a new comment) and its resolutions and reopenings.
 */
export interface ValueThreadDoc extends Doc {
  responseId: number;
  companyId: number;
  requesterCompanyId: number;
  period: string;
  metricCode: string;
  status: ThreadStatus;
  comments: ValueComment[];
  steps: ThreadStep[];
  updatedAt: string;
}

export const threadId = (responseId: number, metricCode: string): string => `${responseId}|${metricCode}`;

/** A directory user with the address a mention is mailed to. */
export interface ThreadMember extends ThreadPerson {
  email: string;
}

/** A caller at one value's thread: the response, and the side it writes for (null: it only reads). */
export interface ThreadContext {
  response: ResponseDoc;
  metricCode: string;
  metricLabel: string;
  side: ThreadSide | null;
  lookup: CompanyLookup;
  /** The metrics of the response assigned to each contributor (for who may be mentioned). */
  assigned: (userId: number) => Set<string>;
}

/** The side a reader writes for: the company's users, an assigned contributor, the investor's team, or none. */
function sideOf(access: ResponseAccess): ThreadSide | null {
  if (access.contributor) return 'contributor';
  if (access.company) return 'company';
  if (access.reviewer) return 'investor';
  return null;
}

/**
 * Opens a value's thread for a caller (rule 135): a response it may not read is 404; a metric the response
 * does not ask, 404; a contributor reads and writes only the threads of the values assigned to it (403).
 */
export async function openThread(
  workspace: ResponseWorkspace,
  principal: Principal,
  responseId: number,
  metricCode: string,
  reader: DocumentReader,
): Promise<ThreadContext> {
  const { response, access, lookup } = await workspace.open(principal, responseId, reader);
  const codes = workspace.catalogue.codesFor(response.frameworkId, response);
  if (!codes.includes(metricCode))
    throw dataCollectionError('METRIC.NOT_FOUND', `${metricCode} is not a metric of this response`);
  const tree = workspace.catalogue.treeFor(response.frameworkId, response);
  const assigned = (userId: number) => workspace.assignedCodes(response, tree, userId);
  if (access.contributor && !assigned(principal.userId).has(metricCode))
    throw dataCollectionError('RESPONSE.FORBIDDEN', `${metricCode} is not assigned to you`);
  return {
    response,
    metricCode,
    metricLabel: workspace.catalogue.requireMetric(metricCode).name,
    side: sideOf(access),
    lookup,
    assigned,
  };
}

/** 403 for a reader who does not write here: an admin, an outside party, a demo workplace, an observing investor. */
export function requireWriter(context: ThreadContext): ThreadSide {
  if (context.side === null)
    throw dataCollectionError(
      'RESPONSE.FORBIDDEN',
      "Only the investor's team, the company's users and a contributor assigned this value write in its discussion",
    );
  return context.side;
}

/**
 * The people who may read the value and take part in its discussion, and so be mentioned: the investor's
 * team, the company's users, the contributors assigned the value (signed-up users only). The same access
 * rule as every reader's (responseAccess), applied to each user of the two companies.
 */
export async function threadMembers(
  reader: DocumentReader,
  context: ThreadContext,
): Promise<Map<number, ThreadMember>> {
  const { response } = context;
  const companyIds = [...new Set([response.companyId, response.requesterCompanyId])];
  const users = await reader.find<DirectoryUser>(USER_DIRECTORY, { companyId: { in: companyIds } });
  const members = new Map<number, ThreadMember>();
  for (const user of users) {
    if (!user.active) continue;
    const principal: Principal = {
      userId: user.userId,
      sessionId: '',
      role: user.role,
      permission: user.permission,
      companyId: user.companyId,
    };
    const side = sideOf(responseAccess(principal, response, context.lookup));
    if (side === null) continue;
    if (side === 'contributor' && !context.assigned(user.userId).has(context.metricCode)) continue;
    members.set(user.userId, { userId: user.userId, name: user.name, side, email: user.email });
  }
  return members;
}

const investorSide = (side: ThreadSide) => side === 'investor';

/**
 * Who hears of a new comment: the people it mentions, and the other side of the request — those of it who
 * already wrote in the thread, or else all of its members. A company's own-data response has no other side:
 * its earlier writers hear. Never the author; only current members.
 */
export function commentRecipients(
  members: ReadonlyMap<number, ThreadMember>,
  thread: Pick<ValueThreadDoc, 'comments'> | null,
  authorId: number,
  authorSide: ThreadSide,
  mentioned: readonly number[],
  ownData: boolean,
): Array<ThreadMember & { mentioned: boolean }> {
  const writers = new Set((thread?.comments ?? []).map((c) => c.byId));
  const other = [...members.values()].filter((m) =>
    ownData ? writers.has(m.userId) : investorSide(m.side) !== investorSide(authorSide),
  );
  const otherWriters = other.filter((m) => writers.has(m.userId));
  const told = new Map<number, ThreadMember & { mentioned: boolean }>();
  for (const m of otherWriters.length > 0 ? otherWriters : other)
    told.set(m.userId, { ...m, mentioned: false });
  for (const userId of mentioned) {
    const m = members.get(userId);
    if (m) told.set(userId, { ...m, mentioned: true });
  }
  told.delete(authorId);
  return [...told.values()].sort((a, b) => a.userId - b.userId);
}

/** Who hears that a thread was resolved or reopened: everyone who wrote in it or was mentioned, but the actor. */
export function participants(
  members: ReadonlyMap<number, ThreadMember>,
  thread: Pick<ValueThreadDoc, 'comments'>,
  actorId: number,
): Array<ThreadMember & { mentioned: boolean }> {
  const ids = new Set<number>();
  for (const c of thread.comments) {
    ids.add(c.byId);
    for (const m of c.mentions) ids.add(m.userId);
  }
  ids.delete(actorId);
  return [...ids]
    .map((id) => members.get(id))
    .filter((m): m is ThreadMember => m !== undefined)
    .sort((a, b) => a.userId - b.userId)
    .map((m) => ({ ...m, mentioned: false }));
}

/** The event's recipient list (the e-mail travels for the mention mail, as a reminder's does). */
export const notifyList = (told: ReadonlyArray<ThreadMember & { mentioned: boolean }>) =>
  told.map(({ userId, email, name, side, mentioned }) => ({ userId, email, name, side, mentioned }));

/** What every thread event says of its value, in words a notification and a mail can use. */
export async function threadEventContext(
  reader: DocumentReader,
  context: ThreadContext,
  actorId: number,
  actorName: string | null,
  at: string,
  told: ReadonlyArray<ThreadMember & { mentioned: boolean }>,
) {
  const { response } = context;
  const nameOf = async (companyId: number) =>
    (await reader.get<Company>('companies', String(companyId)))?.name ?? `Company ${companyId}`;
  return {
    ...responseRef(response),
    metricCode: context.metricCode,
    metricLabel: context.metricLabel,
    companyName: await nameOf(response.companyId),
    requesterName: await nameOf(response.requesterCompanyId),
    actorId,
    actorName,
    at,
    notify: notifyList(told),
  };
}
