import { SqliteStore } from '@esg/persistence';

describe('SqliteStore (smoke)', () => {
  it('stores and finds a document', async () => {
    const store = SqliteStore.open({ file: ':memory:', migrations: [{ version: 1, name: 'init', collections: [{ name: 'things', indexes: [{ fields: ['kind'] }] }] }] });
    await store.transaction(async (tx) => tx.insert('things', { id: '1', kind: 'a' }));
    expect(await store.find('things', { kind: 'a' })).toEqual([{ id: '1', kind: 'a' }]);
    await store.close();
  });
});
