import { createEvent, type CloudEvent } from '@esg/contracts';
import { StoreError, type Doc, type Migration, type Store, type StoreErrorCode } from '@esg/persistence';

/**
 * The behaviour every Store adapter must show, run by each adapter's spec. `openStore` returns a
 * fresh, empty store on every call (a new file, a new database) with the given migrations applied.
 */
export type StoreFactory = (migrations: readonly Migration[]) => Promise<Store>;

export const CONTRACT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'contract collections',
    collections: [
      { name: 'things', indexes: [{ fields: ['kind'] }, { fields: ['meta.rank'] }] },
      { name: 'people', indexes: [{ fields: ['email'], unique: true }] },
      { name: 'tallies' },
    ],
  },
];

interface Thing extends Doc {
  kind?: string | null;
  n?: number | boolean;
  active?: boolean | number;
  meta?: { rank?: number; tag?: string | null };
}

const thing = (id: string, fields: Omit<Thing, 'id'> = {}): Thing => ({ id, ...fields });

const event = (subject: string, data: unknown = { subject }): CloudEvent =>
  createEvent({ type: 'contract.thing.created.v1', source: 'store-contract', subject, data });

async function expectStoreError(work: Promise<unknown>, code: StoreErrorCode): Promise<StoreError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).code).toBe(code);
  return error as StoreError;
}

function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const ids = (docs: readonly Doc[]): string[] => docs.map((d) => d.id);

export function runStoreContract(adapter: string, openStore: StoreFactory): void {
  describe(`Store contract: ${adapter}`, () => {
    let store: Store;

    beforeEach(async () => {
      store = await openStore(CONTRACT_MIGRATIONS);
    });

    afterEach(async () => {
      await store.close();
    });

    const seed = (...docs: Thing[]): Promise<void> =>
      store.transaction(async (tx) => {
        for (const doc of docs) await tx.insert('things', doc);
      });

    describe('documents', () => {
      it('gets an inserted document and null for an unknown id', async () => {
        await seed(thing('t1', { kind: 'a', meta: { rank: 1 } }));
        expect(await store.get('things', 't1')).toEqual({ id: 't1', kind: 'a', meta: { rank: 1 } });
        expect(await store.get('things', 'nope')).toBeNull();
      });

      it('keeps nested objects, arrays, floats, booleans, nulls and unicode as written', async () => {
        const doc = {
          id: 'rich',
          name: 'Émission — 排放 🌍',
          ratio: 0.125,
          negative: -42,
          active: false,
          missing: null,
          tags: ['a', 'b'],
          nested: { deep: { list: [1, { x: 'y' }] } },
        };
        await store.transaction((tx) => tx.insert('things', doc));
        expect(await store.get('things', 'rich')).toEqual(doc);
      });

      it('put inserts a new document and replaces an existing one whole', async () => {
        await store.transaction((tx) => tx.put('things', thing('t1', { kind: 'a', n: 1 })));
        await store.transaction((tx) => tx.put('things', thing('t1', { kind: 'b' })));
        expect(await store.get('things', 't1')).toEqual({ id: 't1', kind: 'b' });
        expect(await store.count('things')).toBe(1);
      });

      it('insertMany and putMany write many documents in one call', async () => {
        await seed(thing('t0', { kind: 'old' }));
        await store.transaction(async (tx) => {
          await tx.insertMany('things', [thing('t1', { kind: 'a' }), thing('t2', { kind: 'b' })]);
          await tx.putMany('things', [thing('t0', { kind: 'new' }), thing('t3', { kind: 'c' })]);
          await tx.insertMany('things', []);
          await tx.putMany('things', []);
        });
        expect(ids(await store.find('things')).sort()).toEqual(['t0', 't1', 't2', 't3']);
        expect(await store.get('things', 't0')).toEqual({ id: 't0', kind: 'new' });
      });

      it('insertMany of an existing id fails with STORE.DUPLICATE and writes none of the batch', async () => {
        await seed(thing('t1', { kind: 'original' }));
        await expectStoreError(
          store.transaction((tx) => tx.insertMany('things', [thing('t2'), thing('t1', { kind: 'copy' })])),
          'STORE.DUPLICATE',
        );
        expect(await store.get('things', 't1')).toEqual({ id: 't1', kind: 'original' });
        expect(await store.get('things', 't2')).toBeNull();
      });

      it('delete reports whether a document was removed', async () => {
        await seed(thing('t1'));
        expect(await store.transaction((tx) => tx.delete('things', 't1'))).toBe(true);
        expect(await store.transaction((tx) => tx.delete('things', 't1'))).toBe(false);
        expect(await store.get('things', 't1')).toBeNull();
      });

      it('deleteMany removes the matching documents and returns how many', async () => {
        await seed(thing('t1', { kind: 'a' }), thing('t2', { kind: 'a' }), thing('t3', { kind: 'b' }));
        expect(await store.transaction((tx) => tx.deleteMany('things', { kind: 'a' }))).toBe(2);
        expect(ids(await store.find('things'))).toEqual(['t3']);
        expect(await store.transaction((tx) => tx.deleteMany('things', { kind: 'zzz' }))).toBe(0);
      });

      it('a transaction reads its own uncommitted writes', async () => {
        await store.transaction(async (tx) => {
          await tx.insert('things', thing('t1', { kind: 'a' }));
          expect(await tx.get('things', 't1')).toEqual({ id: 't1', kind: 'a' });
          expect(await tx.count('things', { kind: 'a' })).toBe(1);
          expect(ids(await tx.find('things'))).toEqual(['t1']);
        });
      });

      it('a second insert of the same id fails with STORE.DUPLICATE and rolls the transaction back', async () => {
        await seed(thing('t1', { kind: 'original' }));
        await expectStoreError(
          store.transaction(async (tx) => {
            await tx.insert('things', thing('t2'));
            await tx.insert('things', thing('t1', { kind: 'copy' }));
          }),
          'STORE.DUPLICATE',
        );
        expect(await store.get('things', 't1')).toEqual({ id: 't1', kind: 'original' });
        expect(await store.get('things', 't2')).toBeNull();
      });

      it('a write that breaks a unique index fails with STORE.DUPLICATE', async () => {
        await store.transaction((tx) => tx.insert('people', { id: 'p1', email: 'a@example.com' }));
        await expectStoreError(
          store.transaction((tx) => tx.insert('people', { id: 'p2', email: 'a@example.com' })),
          'STORE.DUPLICATE',
        );
        await expectStoreError(
          store.transaction((tx) => tx.put('people', { id: 'p3', email: 'a@example.com' })),
          'STORE.DUPLICATE',
        );
        expect(await store.count('people')).toBe(1);
      });
    });

    describe('filters', () => {
      beforeEach(async () => {
        await seed(
          thing('t1', { kind: 'a', n: 1, active: true, meta: { rank: 2, tag: 'x' } }),
          thing('t2', { kind: 'b', n: 2, active: false, meta: { rank: 1, tag: null } }),
          thing('t3', { kind: 'a', n: 3, active: 1, meta: { rank: 3 } }),
          thing('t4', { kind: null, n: true }),
          thing('t5', {}),
        );
      });

      const match = async (filter: Parameters<Store['find']>[1]): Promise<string[]> =>
        ids(await store.find<Thing>('things', filter)).sort();

      it('matches strings and numbers by equality', async () => {
        expect(await match({ kind: 'a' })).toEqual(['t1', 't3']);
        expect(await match({ n: 2 })).toEqual(['t2']);
        expect(await match({ kind: 'a', n: 3 })).toEqual(['t3']);
        expect(await match({ kind: 'nope' })).toEqual([]);
      });

      it('matches booleans by type: true is not 1 and 1 is not true', async () => {
        expect(await match({ active: true })).toEqual(['t1']);
        expect(await match({ active: false })).toEqual(['t2']);
        expect(await match({ active: 1 })).toEqual(['t3']);
        expect(await match({ n: 1 })).toEqual(['t1']);
        expect(await match({ n: true })).toEqual(['t4']);
      });

      it('null matches a null or a missing field', async () => {
        expect(await match({ kind: null })).toEqual(['t4', 't5']);
        expect(await match({ 'meta.tag': null })).toEqual(['t2', 't3', 't4', 't5']);
      });

      it('in matches any listed value, null included; an empty list matches nothing', async () => {
        expect(await match({ kind: { in: ['a', 'b'] } })).toEqual(['t1', 't2', 't3']);
        expect(await match({ kind: { in: ['b', null] } })).toEqual(['t2', 't4', 't5']);
        expect(await match({ n: { in: [1, true] } })).toEqual(['t1', 't4']);
        expect(await match({ kind: { in: [] } })).toEqual([]);
        expect(await match({ id: { in: ['t2', 't5', 'zz'] } })).toEqual(['t2', 't5']);
      });

      it('ne matches every other value, missing fields included; ne null matches present values', async () => {
        expect(await match({ kind: { ne: 'a' } })).toEqual(['t2', 't4', 't5']);
        expect(await match({ kind: { ne: null } })).toEqual(['t1', 't2', 't3']);
        expect(await match({ active: { ne: true } })).toEqual(['t2', 't3', 't4', 't5']);
        expect(await match({ id: { ne: 't1' } })).toEqual(['t2', 't3', 't4', 't5']);
      });

      it('follows dotted paths into nested objects', async () => {
        expect(await match({ 'meta.rank': 2 })).toEqual(['t1']);
        expect(await match({ 'meta.rank': { in: [1, 3] } })).toEqual(['t2', 't3']);
        expect(await match({ 'meta.tag': 'x' })).toEqual(['t1']);
      });

      it('filters on id', async () => {
        expect(await match({ id: 't3' })).toEqual(['t3']);
      });

      it('count applies the same filters', async () => {
        expect(await store.count('things')).toBe(5);
        expect(await store.count('things', { kind: 'a' })).toBe(2);
        expect(await store.count('things', { kind: { ne: 'a' } })).toBe(3);
        expect(await store.count('things', { 'meta.rank': { in: [1, 2] } })).toBe(2);
      });
    });

    describe('sorting and paging', () => {
      beforeEach(async () => {
        await seed(
          thing('d', { kind: 'x', meta: { rank: 2 } }),
          thing('b', { kind: 'y', meta: { rank: 1 } }),
          thing('e', { kind: 'x', meta: { rank: 1 } }),
          thing('a', { kind: 'y', meta: { rank: 3 } }),
          thing('c', { kind: 'x', meta: { rank: 3 } }),
        );
      });

      it('sorts ascending and descending, on several fields and dotted paths', async () => {
        expect(ids(await store.find('things', {}, { sort: [['id', 'asc']] }))).toEqual([
          'a',
          'b',
          'c',
          'd',
          'e',
        ]);
        expect(ids(await store.find('things', {}, { sort: [['id', 'desc']] }))).toEqual([
          'e',
          'd',
          'c',
          'b',
          'a',
        ]);
        expect(
          ids(
            await store.find(
              'things',
              {},
              {
                sort: [
                  ['kind', 'asc'],
                  ['meta.rank', 'desc'],
                ],
              },
            ),
          ),
        ).toEqual(['c', 'd', 'e', 'a', 'b']);
        expect(
          ids(
            await store.find(
              'things',
              { kind: 'x' },
              {
                sort: [['meta.rank', 'asc']],
              },
            ),
          ),
        ).toEqual(['e', 'd', 'c']);
      });

      it('breaks ties by id so that pages are stable', async () => {
        expect(ids(await store.find('things', {}, { sort: [['kind', 'desc']] }))).toEqual([
          'a',
          'b',
          'c',
          'd',
          'e',
        ]);
      });

      it('pages with limit and offset through the sorted result', async () => {
        const sort: Array<[string, 'asc' | 'desc']> = [['meta.rank', 'asc']];
        const all = ids(await store.find('things', {}, { sort }));
        const pages: string[] = [];
        for (let offset = 0; offset < 5; offset += 2) {
          pages.push(...ids(await store.find('things', {}, { sort, limit: 2, offset })));
        }
        expect(pages).toEqual(all);
        expect(ids(await store.find('things', {}, { sort, offset: 3 }))).toEqual(all.slice(3));
        expect(await store.find('things', {}, { sort, offset: 10 })).toEqual([]);
        expect(await store.find('things', {}, { sort, limit: 0 })).toEqual([]);
        expect(ids(await store.find('things', { kind: 'x' }, { sort, limit: 1, offset: 1 }))).toEqual(['d']);
      });
    });

    describe('transactions', () => {
      it('commits documents and outbox events together and returns the work result', async () => {
        const created = event('t1');
        const result = await store.transaction(async (tx) => {
          await tx.insert('things', thing('t1'));
          await tx.append([created]);
          return 'done';
        });
        expect(result).toBe('done');
        expect(await store.get('things', 't1')).not.toBeNull();
        expect((await store.outbox.read(0, 10)).map((r) => r.event)).toEqual([created]);
      });

      it('a throwing transaction leaves nothing: no documents, no outbox rows, no inbox entry, no sequence step', async () => {
        await seed(thing('kept', { kind: 'before' }));
        const failure = new Error('work failed');
        await expect(
          store.transaction(async (tx) => {
            await tx.insert('things', thing('t1'));
            await tx.put('things', thing('kept', { kind: 'after' }));
            await tx.delete('things', 'kept');
            await tx.append([event('t1')]);
            await tx.markProcessed('consumer', 'evt-1');
            await tx.nextId('plans');
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(await store.get('things', 't1')).toBeNull();
        expect(await store.get('things', 'kept')).toEqual({ id: 'kept', kind: 'before' });
        expect(await store.outbox.read(0, 10)).toEqual([]);
        expect(await store.outbox.unpublished(10)).toEqual([]);
        expect(await store.transaction((tx) => tx.markProcessed('consumer', 'evt-1'))).toBe(true);
        expect(await store.transaction((tx) => tx.nextId('plans'))).toBe(1);
      });

      it('reads outside a transaction see only committed data while it is open', async () => {
        await seed(thing('t0', { kind: 'committed' }));
        const written = gate();
        const finish = gate();
        const running = store.transaction(async (tx) => {
          await tx.insert('things', thing('t1', { kind: 'pending' }));
          await tx.put('things', thing('t0', { kind: 'changed' }));
          await tx.append([event('t1')]);
          written.open();
          await finish.opened;
        });
        await written.opened;
        expect(await store.get('things', 't1')).toBeNull();
        expect(await store.get('things', 't0')).toEqual({ id: 't0', kind: 'committed' });
        expect(await store.count('things')).toBe(1);
        expect(await store.find('things', { kind: 'pending' })).toEqual([]);
        expect(await store.outbox.read(0, 10)).toEqual([]);
        finish.open();
        await running;
        expect(await store.get('things', 't1')).toEqual({ id: 't1', kind: 'pending' });
        expect(await store.get('things', 't0')).toEqual({ id: 't0', kind: 'changed' });
        expect(await store.outbox.read(0, 10)).toHaveLength(1);
      });

      it('serialises concurrent read-modify-write transactions: 50 increments make 50', async () => {
        await store.transaction((tx) => tx.insert('tallies', { id: 'counter', value: 0 }));
        await Promise.all(
          Array.from({ length: 50 }, () =>
            store.transaction(async (tx) => {
              const current = await tx.get<{ id: string; value: number }>('tallies', 'counter');
              await tx.put('tallies', { id: 'counter', value: current!.value + 1 });
            }),
          ),
        );
        expect(await store.get('tallies', 'counter')).toEqual({ id: 'counter', value: 50 });
      });
    });

    describe('outbox', () => {
      it('keeps events in commit order with increasing sequence numbers', async () => {
        const first = [event('a'), event('b')];
        const second = [event('c')];
        await store.transaction((tx) => tx.append(first));
        await store.transaction(async (tx) => {
          await tx.append([]);
          await tx.append(second);
        });
        const log = await store.outbox.read(0, 10);
        expect(log.map((r) => r.event)).toEqual([...first, ...second]);
        const seqs = log.map((r) => r.seq);
        expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
        expect(new Set(seqs).size).toBe(3);
        expect((await store.outbox.read(seqs[0], 10)).map((r) => r.seq)).toEqual(seqs.slice(1));
        expect((await store.outbox.read(0, 2)).map((r) => r.seq)).toEqual(seqs.slice(0, 2));
        expect(await store.outbox.read(seqs[2], 10)).toEqual([]);
      });

      it('reads the part of the log a consumer wants: its topics, up to a sequence number, and knows the last one', async () => {
        expect(await store.outbox.lastSeq()).toBe(0);
        const other = (subject: string): CloudEvent =>
          createEvent({ type: 'contract.other.created.v1', source: 'store-contract', subject, data: {} });
        await store.transaction((tx) => tx.append([event('a'), other('b'), event('c'), other('d')]));
        const log = await store.outbox.read(0, 10);
        const seqs = log.map((r) => r.seq);
        expect(await store.outbox.lastSeq()).toBe(seqs[3]);

        const things = await store.outbox.read(0, 10, { topics: ['contract.thing'] });
        expect(things.map((r) => r.event.subject)).toEqual(['a', 'c']);
        expect(things.map((r) => r.seq)).toEqual([seqs[0], seqs[2]]);
        const upTo = await store.outbox.read(0, 10, {
          topics: ['contract.thing', 'contract.other'],
          throughSeq: seqs[2],
        });
        expect(upTo.map((r) => r.event.subject)).toEqual(['a', 'b', 'c']);
        expect(
          (await store.outbox.read(seqs[0], 1, { topics: ['contract.other'] })).map((r) => r.event.subject),
        ).toEqual(['b']);
        expect(await store.outbox.read(0, 10, { topics: [] })).toEqual([]);
      });

      it('unpublished lists what the relay has not published yet; the log keeps everything', async () => {
        const events = [event('a'), event('b'), event('c')];
        await store.transaction((tx) => tx.append(events));
        const pending = await store.outbox.unpublished(10);
        expect(pending.map((r) => r.event)).toEqual(events);
        expect(await store.outbox.unpublished(2)).toEqual(pending.slice(0, 2));

        await store.outbox.markPublished([pending[0].seq, pending[2].seq]);
        await store.outbox.markPublished([]);
        expect((await store.outbox.unpublished(10)).map((r) => r.event)).toEqual([events[1]]);
        expect((await store.outbox.read(0, 10)).map((r) => r.event)).toEqual(events);

        await store.outbox.markPublished([pending[1].seq]);
        expect(await store.outbox.unpublished(10)).toEqual([]);
      });

      it('an event id appended twice fails with STORE.DUPLICATE', async () => {
        const once = event('a');
        await store.transaction((tx) => tx.append([once]));
        await expectStoreError(
          store.transaction((tx) => tx.append([once])),
          'STORE.DUPLICATE',
        );
        expect(await store.outbox.read(0, 10)).toHaveLength(1);
      });

      it('onAppended fires once after a commit that appended, never before, on rollback or without events', async () => {
        let calls = 0;
        let visibleWhenCalled = -1;
        const seen: Array<Promise<void>> = [];
        const unsubscribe = store.outbox.onAppended(() => {
          calls += 1;
          seen.push(store.outbox.unpublished(10).then((rows) => void (visibleWhenCalled = rows.length)));
        });

        await store.transaction(async (tx) => {
          await tx.append([event('a')]);
          await tx.insert('things', thing('t1'));
          expect(calls).toBe(0);
        });
        expect(calls).toBe(1);
        await Promise.all(seen);
        expect(visibleWhenCalled).toBe(1);

        await store
          .transaction(async (tx) => {
            await tx.append([event('b')]);
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        await store.transaction((tx) => tx.insert('things', thing('t2')));
        expect(calls).toBe(1);

        unsubscribe();
        await store.transaction((tx) => tx.append([event('c')]));
        expect(calls).toBe(1);
      });

      it('a throwing onAppended listener neither fails the commit nor stops other listeners', async () => {
        let other = 0;
        store.outbox.onAppended(() => {
          throw new Error('listener failed');
        });
        store.outbox.onAppended(() => void (other += 1));
        await expect(store.transaction((tx) => tx.append([event('a')]))).resolves.toBeUndefined();
        expect(other).toBe(1);
        expect(await store.outbox.read(0, 10)).toHaveLength(1);
      });
    });

    describe('inbox', () => {
      it('markProcessed is true the first time a consumer sees an event and false after', async () => {
        expect(await store.transaction((tx) => tx.markProcessed('notifications', 'evt-1'))).toBe(true);
        expect(await store.transaction((tx) => tx.markProcessed('notifications', 'evt-1'))).toBe(false);
        expect(await store.transaction((tx) => tx.markProcessed('change-log', 'evt-1'))).toBe(true);
        expect(
          await store.transaction(async (tx) => [
            await tx.markProcessed('notifications', 'evt-2'),
            await tx.markProcessed('notifications', 'evt-2'),
          ]),
        ).toEqual([true, false]);
      });
    });

    describe('sequences', () => {
      it('nextId counts from 1 per named sequence', async () => {
        expect(
          await store.transaction(async (tx) => [
            await tx.nextId('plans'),
            await tx.nextId('plans'),
            await tx.nextId('users'),
          ]),
        ).toEqual([1, 2, 1]);
        expect(await store.transaction((tx) => tx.nextId('plans'))).toBe(3);
      });

      it('parallel transactions never get the same id', async () => {
        const got = await Promise.all(
          Array.from({ length: 20 }, () => store.transaction((tx) => tx.nextId('plans'))),
        );
        expect([...got].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      });
    });

    describe('reset', () => {
      it('empties the named collections and the inbox of one consumer, and keeps the rest', async () => {
        await seed(thing('t1'), thing('t2'));
        await store.transaction(async (tx) => {
          await tx.insert('people', { id: 'p1', email: 'p@example.com' });
          await tx.markProcessed('projection', 'evt-1');
          await tx.markProcessed('other', 'evt-1');
          await tx.append([event('t1')]);
        });

        await store.reset(['things'], 'projection');

        expect(await store.count('things')).toBe(0);
        expect(await store.count('people')).toBe(1);
        expect(await store.outbox.read(0, 10)).toHaveLength(1);
        expect(await store.transaction((tx) => tx.markProcessed('projection', 'evt-1'))).toBe(true);
        expect(await store.transaction((tx) => tx.markProcessed('other', 'evt-1'))).toBe(false);
        await seed(thing('t1'));
        expect(await store.count('things')).toBe(1);
      });
    });

    describe('names', () => {
      it.each([
        'bad-name',
        'a.b',
        '',
        '1things',
        '$things',
        'things;drop',
        'outbox',
        'inbox',
        'schema_migrations',
      ])('rejects the collection name %j with STORE.INVALID_NAME', async (name) => {
        await expectStoreError(store.get(name, 'x'), 'STORE.INVALID_NAME');
        await expectStoreError(store.find(name), 'STORE.INVALID_NAME');
        await expectStoreError(store.count(name), 'STORE.INVALID_NAME');
        await expectStoreError(
          store.transaction((tx) => tx.insert(name, { id: 'x' })),
          'STORE.INVALID_NAME',
        );
        await expectStoreError(store.reset([name]), 'STORE.INVALID_NAME');
      });

      it('rejects invalid field paths in filters and sorts with STORE.INVALID_NAME', async () => {
        await expectStoreError(store.find('things', { "kind') OR 1=1 --": 'a' }), 'STORE.INVALID_NAME');
        await expectStoreError(store.find('things', { $where: 'a' }), 'STORE.INVALID_NAME');
        await expectStoreError(store.find('things', {}, { sort: [['a..b', 'asc']] }), 'STORE.INVALID_NAME');
        await expectStoreError(store.count('things', { 'meta.': 1 }), 'STORE.INVALID_NAME');
      });
    });

    describe('lifecycle', () => {
      it('reports its kind and answers ping while open', async () => {
        expect(['sqlite', 'mongo']).toContain(store.kind);
        await expect(store.ping()).resolves.toBeUndefined();
      });

      it('refuses work with STORE.UNAVAILABLE once closed, and closes twice without error', async () => {
        const closing = await openStore(CONTRACT_MIGRATIONS);
        await closing.close();
        await closing.close();
        await expectStoreError(closing.ping(), 'STORE.UNAVAILABLE');
        await expectStoreError(
          closing.transaction((tx) => tx.insert('things', thing('t1'))),
          'STORE.UNAVAILABLE',
        );
        await expectStoreError(closing.get('things', 't1'), 'STORE.UNAVAILABLE');
      });
    });
  });
}
