import type { CloudEvent } from '@esg/contracts';
import { createEvent } from '@esg/contracts';
import type { DemoUser } from '@esg/platform';
import { waitFor } from '@esg/testing';
import type { DataCollectionHost } from './data-collection-host';

export { ESG_ANSWERS, SFDR_ONLY_ANSWERS } from '@esg/testing';

/** A user the gateway would announce; the service learns it from the event, as in production. */
export async function registerUser(host: DataCollectionHost, user: DemoUser): Promise<void> {
  await host.bus.publish([
    createEvent({
      type: 'gateway.user.registered.v1',
      source: 'gateway',
      subject: user.id,
      companyId: user.company_id,
      data: {
        userId: user.id,
        companyId: user.company_id,
        role: user.role,
        permission: user.permission,
        email: user.email,
        name: user.name,
      },
    }),
  ]);
  const store = host.runtimes[0].store;
  await waitFor(() => store.get('user_directory', String(user.id)));
}

/** Collects the integration events of a topic, for assertions on what a consumer would see. */
export async function collect(host: DataCollectionHost, group: string, topic = 'data-collection.response') {
  const seen: CloudEvent[] = [];
  const subscription = await host.bus.subscribe({
    group,
    topics: [topic],
    handler: async (event) => {
      seen.push(event);
    },
  });
  return { seen, close: () => subscription.close() };
}

/** The id of a response found by company, standard and period, as the GP sees it. */
export async function responseIdOf(
  host: DataCollectionHost,
  companyId: number,
  standardId: number,
  period: string,
): Promise<number> {
  const response = await host
    .as('gp@demo.test')
    .get(`/api/responses?companyId=${companyId}&standardId=${standardId}&period=${period}`)
    .expect(200);
  const [found] = response.body.data as Array<{ id: number }>;
  if (!found) throw new Error(`no response ${companyId}/${standardId}/${period}`);
  return found.id;
}
