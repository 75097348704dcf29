import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * PUT indicators/optionalIndicators/{companyId} (issue 10) tells the platform when the selection
 * changes: data-collection.company.pai-indicators-selected.v1 with the whole selection and the change.
 * Saving the same selection again is no event.
 */
describe('the optional PAI indicator selection is an event when it changes', () => {
  let host: PortfolioHost;
  beforeAll(async () => {
    host = await startPortfolioHost();
  });
  afterAll(async () => host?.dispose());

  const TYPE = 'data-collection.company.pai-indicators-selected.v1';
  const save = (indicatorIds: string[]) =>
    host
      .call('gp@demo.test', 'put', '/api/indicators/optionalIndicators/1')
      .send({ indicatorIds })
      .expect(200);

  it('names the selection, what was added and removed, who and when', async () => {
    // The demo seed saved Evergreen's selection as its GP user would: the first event.
    const seeded = await host.events(TYPE);
    expect(seeded.map((e) => e.data)).toEqual([
      {
        companyId: 1,
        indicatorIds: ['T2-4', 'T3-2', 'T3-9'],
        added: ['T2-4', 'T3-2', 'T3-9'],
        removed: [],
        selectedBy: 2,
        selectedAt: expect.any(String),
      },
    ]);
    await save(['T2-4', 'T3-9']);
    await save(['T2-4', 'T3-9']);
    await save(['T2-4', 'T3-1']);
    const events = (await host.events(TYPE)).slice(1);
    expect(events.map((e) => e.data)).toEqual([
      {
        companyId: 1,
        indicatorIds: ['T2-4', 'T3-9'],
        added: [],
        removed: ['T3-2'],
        selectedBy: 2,
        selectedAt: expect.any(String),
      },
      {
        companyId: 1,
        indicatorIds: ['T2-4', 'T3-1'],
        added: ['T3-1'],
        removed: ['T3-9'],
        selectedBy: 2,
        selectedAt: expect.any(String),
      },
    ]);
    expect(events[1]).toMatchObject({ subject: '1', companyid: '1', actorid: '2' });
  });
});
