import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { SqliteStore, type Doc } from '@esg/persistence';
import {
  applyCompanyDirectoryEvent,
  type CompanyDirectoryEntry,
  type CompanyDirectoryOptions,
} from '@esg/platform';

// A real SQLite file: the directory is read back the way a service reads it.
const dir = mkdtempSync(join(tmpdir(), 'esg-company-directory-'));
let store: SqliteStore;
let files = 0;

beforeEach(() => {
  store = SqliteStore.open({
    file: join(dir, `store-${++files}.db`),
    migrations: [{ version: 1, name: 'companies', collections: [{ name: 'companies' }] }],
  });
});
afterEach(() => store.close());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const event = (type: string, data: unknown): CloudEvent =>
  createEvent({ type, source: 'data-collection', subject: 1, data });
const registered = (data: Record<string, unknown>) =>
  event('data-collection.company.registered.v1', {
    companyId: 7,
    name: 'Acme',
    type: 'pc',
    parentId: 2,
    ...data,
  });
const updated = (changes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  event('data-collection.company.updated.v1', { companyId: 7, changes, ...extra });

async function apply<T extends Doc>(options: CompanyDirectoryOptions<T>, ...events: CloudEvent[]) {
  for (const e of events) await store.transaction((tx) => applyCompanyDirectoryEvent(options, e, tx));
  return store.get<T>('companies', '7');
}

const plain: CompanyDirectoryOptions = { collection: 'companies' };

describe('applyCompanyDirectoryEvent', () => {
  it('keeps a registered company with its parent, and "standard" when no contract type is named', async () => {
    expect(await apply(plain, registered({}))).toEqual<CompanyDirectoryEntry>({
      id: '7',
      companyId: 7,
      name: 'Acme',
      type: 'pc',
      parent_id: 2,
      contract_type: 'standard',
    });
    expect((await apply(plain, registered({ contractType: 'demo', parentId: null })))?.parent_id).toBeNull();
    expect((await store.get<CompanyDirectoryEntry>('companies', '7'))?.contract_type).toBe('demo');
  });

  it('follows a non-empty new name and ignores an empty one or other changes', async () => {
    expect((await apply(plain, registered({}), updated({ name: 'Acme Ltd' })))?.name).toBe('Acme Ltd');
    expect((await apply(plain, updated({ name: '' })))?.name).toBe('Acme Ltd');
    expect((await apply(plain, updated({ name: 42, city: 'Oslo' })))?.name).toBe('Acme Ltd');
  });

  it('does not invent a company it never saw registered', async () => {
    expect(await apply(plain, updated({ name: 'Ghost' }))).toBeNull();
  });

  it('leaves other event types alone', async () => {
    expect(await apply(plain, event('data-collection.company.deleted.v1', { companyId: 7 }))).toBeNull();
  });

  it('rejects an event that breaks the contract', async () => {
    await expect(apply(plain, registered({ name: '' }))).rejects.toThrow();
  });

  it("writes the service's own record and applies its own changes", async () => {
    interface Flagged extends Doc {
      companyId: number;
      name: string;
      parentId: number | null;
      enabled: boolean;
    }
    const flagged: CompanyDirectoryOptions<Flagged> = {
      collection: 'companies',
      record: (e, r) => ({
        id: e.id,
        companyId: e.companyId,
        name: e.name,
        parentId: e.parent_id,
        enabled: r.isActionPlanEnabled ?? false,
      }),
      changes: (u) => (typeof u.isActionPlanEnabled === 'boolean' ? { enabled: u.isActionPlanEnabled } : {}),
    };
    expect(await apply(flagged, registered({}))).toEqual({
      id: '7',
      companyId: 7,
      name: 'Acme',
      parentId: 2,
      enabled: false,
    });
    expect(await apply(flagged, updated({}, { isActionPlanEnabled: true }))).toEqual({
      id: '7',
      companyId: 7,
      name: 'Acme',
      parentId: 2,
      enabled: true,
    });
    expect((await apply(flagged, updated({ name: 'Acme Ltd' })))?.enabled).toBe(true);
  });
});
