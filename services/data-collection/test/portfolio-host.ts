import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { DEMO_USERS } from '@esg/platform';
import { accessTokenFor, waitFor } from '@esg/testing';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';

type HostOptions = Parameters<typeof startDataCollection>[0];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type PortfolioHost = DataCollectionHost & {
  /** A request as `email` (a demo user), bearer token set. */
  call(email: string, method: Method, path: string): request.Test;
  /** Every event of a type in the service's outbox (its event log), oldest first. */
  events(type: string): Promise<CloudEvent[]>;
};

/**
 * data-collection alone, with the gateway's user events for the demo users published as the gateway
 * would (the service learns from them who is a company's primary user), awaited before tests start.
 */
export async function startPortfolioHost(options: HostOptions = {}): Promise<PortfolioHost> {
  const host = await startDataCollection(options);
  const secret = host.runtimes[0].config.jwtSecret;
  await host.bus.publish(
    DEMO_USERS.map((u) =>
      createEvent({
        type: 'gateway.user.registered.v1',
        source: 'gateway',
        subject: u.id,
        companyId: u.company_id,
        data: {
          userId: u.id,
          companyId: u.company_id,
          role: u.role,
          permission: u.permission,
          email: u.email,
          name: u.name,
          active: true,
        },
      }),
    ),
  );
  await waitFor(async () => (await host.runtimes[0].store.count('user_directory')) === DEMO_USERS.length);
  return {
    ...host,
    call: (email, method, path) => {
      const client = request(host.url);
      return client[method](path).set('authorization', `Bearer ${accessTokenFor(email, secret)}`);
    },
    events: async (type) =>
      (await host.runtimes[0].store.outbox.read(0, 100_000))
        .map((r) => r.event)
        .filter((e) => e.type === type),
  };
}
