import {
  createEvent,
  type CloudEvent,
  type CreateFundRequest,
  type EventData,
  type Position,
  type PositionSet,
  type RecordPositionsRequest,
  type UpdateFundRequest,
} from '@esg/contracts';
import type { Doc, DocumentReader, Transaction } from '@esg/persistence';

import type { Company } from '../domain/company';
import {
  assertFundAttributes,
  assertOpen,
  difference,
  idSet,
  presentFund,
  readFund,
  type FundDoc,
} from '../domain/fund';
import { checkPositions, positionsRefused, positionsTotal } from '../domain/positions';
import { dataCollectionError } from '../domain/data-collection.errors';

/**
 * Funds and positions: the writes shared by the HTTP use cases and the demo seed. Each validates,
 * writes and appends its events in the caller's transaction (as the gateway's `inviteUser` does).
 */

export const FUNDS = 'funds';
export const FUND_POSITIONS = 'fund_positions';

/** Who makes the change: a user (null for the demo seed), and whether an admin (cross-tenant links). */
export interface FundActor {
  userId: number | null;
  admin: boolean;
}

export interface PositionSetDoc extends Doc {
  fundId: number;
  company_id: number;
  date: string;
  allInvestments: number;
  positions: Position[];
  recordedAt: string;
  recordedBy: number | null;
  version: number;
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export async function getFund(reader: DocumentReader, fundId: number): Promise<FundDoc> {
  const fund = readFund(await reader.get(FUNDS, String(fundId)));
  if (!fund) throw dataCollectionError('FUND.NOT_FOUND', `Fund ${fundId} was not found`);
  return fund;
}

export async function fundsOf(reader: DocumentReader, companyId: number): Promise<FundDoc[]> {
  const docs = await reader.find<Doc>(FUNDS, { company_id: companyId });
  return docs
    .map((doc) => readFund(doc)!)
    .sort((a, b) => a.name.localeCompare(b.name) || a.fundId - b.fundId);
}

async function getCompany(reader: DocumentReader, companyId: number): Promise<Company> {
  const company = await reader.get<Company>('companies', String(companyId));
  if (!company) throw dataCollectionError('COMPANY.NOT_FOUND', `Company ${companyId} was not found`);
  return company;
}

/** The manager's portfolio: its child companies of type pc. */
export async function portfolioOf(reader: DocumentReader, companyId: number): Promise<Set<number>> {
  const children = await reader.find<Company>('companies', { parent_id: companyId, type: 'pc' });
  return new Set(children.map((c) => c.companyId));
}

/** The manager's portfolio companies by id, with their names (for messages). */
async function portfolioNamesOf(reader: DocumentReader, companyId: number): Promise<Map<number, string>> {
  const children = await reader.find<Company>('companies', { parent_id: companyId, type: 'pc' });
  return new Map(children.map((c) => [c.companyId, c.name]));
}

async function nextFundId(tx: Transaction): Promise<number> {
  for (;;) {
    const id = await tx.nextId('funds');
    if (!(await tx.get(FUNDS, String(id)))) return id;
  }
}

/** The fund's state as its events carry it: the API's shape without the bookkeeping fields. */
function state(fund: FundDoc): EventData<'data-collection.fund.created.v1'> {
  const { id, createdAt: _created, updatedAt: _updated, version: _version, ...rest } = presentFund(fund);
  return { fundId: id, ...rest };
}

function fundEvent<T extends 'created' | 'updated' | 'holdings-changed' | 'closed'>(
  fact: T,
  fund: FundDoc,
  actor: FundActor,
  data: EventData<`data-collection.fund.${T}.v1`>,
): CloudEvent {
  return createEvent({
    type: `data-collection.fund.${fact}.v1`,
    source: 'data-collection',
    subject: fund.fundId,
    companyId: fund.company_id,
    actorId: actor.userId,
    aggregateVersion: fund.version,
    data,
  });
}

/**
 * The holdings rules: a GP's fund holds its own portfolio companies; an LP's fund holds GP funds, of the
 * GP companies it invited (its children) or, set up by an admin, of any GP on the platform.
 */
async function assertHoldings(
  reader: DocumentReader,
  manager: Company,
  holdings: { portfolioCompanyIds: number[]; gpFundIds: number[] },
  actor: FundActor,
): Promise<void> {
  const problems: string[] = [];
  if (manager.type === 'gp') {
    if (holdings.gpFundIds.length > 0)
      problems.push(`gpFundIds: a GP's fund holds companies, not other funds`);
    const portfolio = await portfolioOf(reader, manager.companyId);
    for (const id of holdings.portfolioCompanyIds) {
      if (!portfolio.has(id))
        problems.push(`portfolioCompanyIds: company ${id} is not a portfolio company of ${manager.name}`);
    }
  } else {
    if (holdings.portfolioCompanyIds.length > 0)
      problems.push(`portfolioCompanyIds: an LP's fund holds GP funds (gpFundIds), not companies`);
    for (const id of holdings.gpFundIds) {
      const fund = readFund(await reader.get(FUNDS, String(id)));
      const gp = fund ? await reader.get<Company>('companies', String(fund.company_id)) : null;
      if (!fund || !gp || gp.type !== 'gp') {
        problems.push(`gpFundIds: fund ${id} is not a GP's fund`);
      } else if (gp.parent_id !== manager.companyId && !actor.admin) {
        problems.push(
          `gpFundIds: fund ${id} belongs to ${gp.name}, which ${manager.name} did not invite; an admin links funds of other GPs`,
        );
      }
    }
  }
  if (problems.length > 0) throw dataCollectionError('FUND.UNPROCESSABLE', problems.join('; '));
}

async function assertUniqueName(
  reader: DocumentReader,
  companyId: number,
  name: string,
  except: number | null,
): Promise<void> {
  const clash = (await fundsOf(reader, companyId)).find(
    (f) => f.fundId !== except && f.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );
  if (clash)
    throw dataCollectionError('FUND.DUPLICATE', `The company already has a fund named "${clash.name}"`);
}

export async function createFund(
  tx: Transaction,
  input: CreateFundRequest & { id?: number },
  actor: FundActor,
  now = new Date(),
): Promise<FundDoc> {
  const manager = await getCompany(tx, input.companyId);
  if (manager.type !== 'gp' && manager.type !== 'lp')
    throw dataCollectionError('FUND.VALIDATION', `${manager.name} is not a GP or an LP: it manages no funds`);
  assertFundAttributes(input, now);
  await assertUniqueName(tx, manager.companyId, input.name, null);
  const holdings = {
    portfolioCompanyIds: idSet(input.portfolioCompanyIds ?? []),
    gpFundIds: idSet(input.gpFundIds ?? []),
  };
  await assertHoldings(tx, manager, holdings, actor);
  const fundId = input.id ?? (await nextFundId(tx));
  const fund: FundDoc = {
    id: String(fundId),
    fundId,
    name: input.name.trim(),
    company_id: manager.companyId,
    currency: input.currency,
    vintage: input.vintage,
    sfdr_classification: input.sfdrClassification,
    strategy: input.strategy?.trim() || null,
    portfolio_company_ids: holdings.portfolioCompanyIds,
    gp_fund_ids: holdings.gpFundIds,
    status: 'open',
    closed_on: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    version: 1,
  };
  await tx.put(FUNDS, fund);
  await tx.append([fundEvent('created', fund, actor, state(fund))]);
  return fund;
}

/** Applies the given fields; returns the fund unchanged (and publishes nothing) when nothing differs. */
export async function updateFund(
  tx: Transaction,
  fund: FundDoc,
  request: UpdateFundRequest,
  actor: FundActor,
  now = new Date(),
): Promise<FundDoc> {
  assertOpen(fund);
  const manager = await getCompany(tx, fund.company_id);
  assertFundAttributes(request, now);
  const next: FundDoc = { ...fund };
  const given: Array<[string, keyof FundDoc, unknown]> = [
    ['name', 'name', request.name?.trim()],
    ['currency', 'currency', request.currency],
    ['vintage', 'vintage', request.vintage],
    ['sfdrClassification', 'sfdr_classification', request.sfdrClassification],
    ['strategy', 'strategy', request.strategy === undefined ? undefined : request.strategy?.trim() || null],
  ];
  const changed: string[] = [];
  for (const [name, field, value] of given) {
    if (value === undefined || next[field] === value) continue;
    (next as Record<string, unknown>)[field] = value;
    changed.push(name);
  }
  if (changed.includes('name')) await assertUniqueName(tx, fund.company_id, next.name, fund.fundId);
  const portfolio = difference(
    fund.portfolio_company_ids,
    request.portfolioCompanyIds ? idSet(request.portfolioCompanyIds) : fund.portfolio_company_ids,
  );
  const gpFunds = difference(
    fund.gp_fund_ids,
    request.gpFundIds ? idSet(request.gpFundIds) : fund.gp_fund_ids,
  );
  const holdingsChanged =
    portfolio.added.length + portfolio.removed.length + gpFunds.added.length + gpFunds.removed.length > 0;
  if (holdingsChanged) {
    next.portfolio_company_ids = idSet(request.portfolioCompanyIds ?? fund.portfolio_company_ids);
    next.gp_fund_ids = idSet(request.gpFundIds ?? fund.gp_fund_ids);
    // Only what is added is checked: a holding already there stays valid (a company may leave the GP later).
    await assertHoldings(
      tx,
      manager,
      { portfolioCompanyIds: portfolio.added, gpFundIds: gpFunds.added },
      actor,
    );
  }
  if (changed.length === 0 && !holdingsChanged) return fund;
  next.version = fund.version + 1;
  next.updated_at = now.toISOString();
  await tx.put(FUNDS, next);
  const events: CloudEvent[] = [];
  if (changed.length > 0)
    events.push(fundEvent('updated', next, actor, { ...state(next), changes: changed }));
  if (holdingsChanged) {
    events.push(
      fundEvent('holdings-changed', next, actor, {
        fundId: next.fundId,
        companyId: next.company_id,
        portfolioCompanyIds: next.portfolio_company_ids,
        gpFundIds: next.gp_fund_ids,
        added: { portfolioCompanyIds: portfolio.added, gpFundIds: gpFunds.added },
        removed: { portfolioCompanyIds: portfolio.removed, gpFundIds: gpFunds.removed },
      }),
    );
  }
  await tx.append(events);
  return next;
}

export async function positionSetsOf(reader: DocumentReader, fundId: number): Promise<PositionSetDoc[]> {
  const sets = await reader.find<PositionSetDoc>(FUND_POSITIONS, { fundId });
  return sets.sort((a, b) => a.date.localeCompare(b.date));
}

export async function closeFund(
  tx: Transaction,
  fund: FundDoc,
  closedOn: string | undefined,
  actor: FundActor,
  now = new Date(),
): Promise<FundDoc> {
  assertOpen(fund);
  const today = isoDay(now);
  const date = closedOn ?? today;
  if (date > today) throw dataCollectionError('FUND.VALIDATION', `closedOn: ${date} is in the future`);
  if (Number(date.slice(0, 4)) < fund.vintage)
    throw dataCollectionError(
      'FUND.VALIDATION',
      `closedOn: ${date} is before the fund's vintage ${fund.vintage}`,
    );
  const later = (await positionSetsOf(tx, fund.fundId)).filter((set) => set.date > date);
  if (later.length > 0) {
    throw dataCollectionError(
      'FUND.CONFLICT',
      `${fund.name} has positions on ${later.map((s) => s.date).join(', ')}, after ${date}; close it on or after the last of them`,
    );
  }
  const closed: FundDoc = {
    ...fund,
    status: 'closed',
    closed_on: date,
    version: fund.version + 1,
    updated_at: now.toISOString(),
  };
  await tx.put(FUNDS, closed);
  await tx.append([fundEvent('closed', closed, actor, { ...state(closed), closedOn: date })]);
  return closed;
}

export function presentPositionSet(set: PositionSetDoc): PositionSet {
  return {
    fundId: set.fundId,
    date: set.date,
    currency: 'EUR',
    allInvestments: set.allInvestments,
    positions: set.positions.map((p) => ({ ...p })),
    positionsTotal: positionsTotal(set.positions),
    recordedAt: set.recordedAt,
    recordedBy: set.recordedBy,
    version: set.version,
  };
}

/** Replaces the fund's positions on a quarter end with the request's, or refuses it naming every problem. */
export async function recordPositions(
  tx: Transaction,
  fund: FundDoc,
  date: string,
  request: RecordPositionsRequest,
  actor: FundActor,
  now = new Date(),
): Promise<PositionSetDoc> {
  const manager = await getCompany(tx, fund.company_id);
  if (manager.type !== 'gp') {
    throw dataCollectionError(
      'POSITIONS.CONFLICT',
      `${fund.name} is an LP's fund: positions are recorded on the GP funds it invests in`,
    );
  }
  const { positions, violations } = checkPositions(request, {
    date,
    today: isoDay(now),
    fund: { name: fund.name, status: fund.status, closedOn: fund.closed_on },
    managerName: manager.name,
    portfolio: await portfolioNamesOf(tx, manager.companyId),
    holdings: new Set(fund.portfolio_company_ids),
  });
  if (violations.length > 0) throw positionsRefused(date, violations);
  const id = `${fund.fundId}:${date}`;
  const previous = await tx.get<PositionSetDoc>(FUND_POSITIONS, id);
  const set: PositionSetDoc = {
    id,
    fundId: fund.fundId,
    company_id: fund.company_id,
    date,
    allInvestments: request.allInvestments,
    positions,
    recordedAt: now.toISOString(),
    recordedBy: actor.userId,
    version: (previous?.version ?? 0) + 1,
  };
  await tx.put(FUND_POSITIONS, set);
  await tx.append([
    createEvent({
      type: 'data-collection.positions.recorded.v1',
      source: 'data-collection',
      subject: fund.fundId,
      companyId: fund.company_id,
      actorId: actor.userId,
      aggregateVersion: set.version,
      data: {
        fundId: fund.fundId,
        companyId: fund.company_id,
        date,
        currency: 'EUR',
        allInvestments: set.allInvestments,
        positions: set.positions,
        version: set.version,
      },
    }),
  ]);
  return set;
}
