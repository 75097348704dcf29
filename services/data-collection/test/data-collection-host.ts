import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { loadConfig, startHost, type Clock, type DemoUser, type RunningHost } from '@esg/platform';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { accessTokenFor, emptyDataDir, seededDataDir, waitFor } from '@esg/testing';
import { dataCollectionService } from '../src/index';

export type DataCollectionHost = RunningHost & {
  /** A supertest agent for `email`'s requests, with its bearer token set. */
  as(
    email: string | DemoUser,
    overrides?: { companyId?: number | null },
  ): {
    get(path: string): request.Test;
    patch(path: string): request.Test;
    post(path: string): request.Test;
    put(path: string): request.Test;
  };
  dispose(): Promise<void>;
};

const configFor = (dataDir: string) =>
  loadConfig('data-collection', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });

/**
 * The data-collection service alone, as in cluster mode: it verifies tokens itself. It starts on a copy
 * of the run's seeded template (libs/testing host-template.ts); on `dataDir` as it is when given, and
 * on an empty folder with a `clock` (its seeds then read that clock, as on a first start).
 */
export async function startDataCollection(
  options: { dataDir?: string; keepData?: boolean; clock?: Clock } = {},
): Promise<DataCollectionHost> {
  const dataDir =
    options.dataDir ??
    (options.clock
      ? emptyDataDir('esg-dc-')
      : await seededDataDir('data-collection', 'esg-dc-', (folder) =>
          startHost({
            name: 'data-collection',
            config: configFor(folder),
            definitions: [dataCollectionService],
          }),
        ));
  const config = configFor(dataDir);
  const host = await startHost({
    name: 'data-collection',
    config,
    definitions: [dataCollectionService],
    clock: options.clock,
  });
  return {
    ...host,
    as: (email, overrides) => {
      const auth = `Bearer ${accessTokenFor(email, config.jwtSecret, overrides)}`;
      return {
        get: (path) => request(host.url).get(path).set('authorization', auth),
        patch: (path) => request(host.url).patch(path).set('authorization', auth),
        post: (path) => request(host.url).post(path).set('authorization', auth),
        put: (path) => request(host.url).put(path).set('authorization', auth),
      };
    },
    dispose: async () => {
      await host.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a company through the public form and confirms it as the gateway would once its contact
 * sets a password (gateway.user.registration-confirmed.v1): resolves with the created company's id.
 */
export async function registerConfirmedCompany(
  host: DataCollectionHost,
  form: { companyName: string; companyType: 'gp' | 'lp'; contactName: string; email: string },
): Promise<{ companyId: number; events: CloudEvent[] }> {
  const events: CloudEvent[] = [];
  const subscription = await host.bus.subscribe({
    group: `dc-registration-${randomUUID()}`,
    topics: ['data-collection.company'],
    handler: async (event) => {
      events.push(event);
    },
  });
  try {
    await request(host.url).post('/api/company/register-company').send(form).expect(201);
    const email = form.email.toLowerCase();
    const requested = await waitFor(
      () =>
        events.find(
          (e) =>
            e.type === 'data-collection.company.registration-requested.v1' &&
            (e.data as { contact: { email: string } }).contact.email === email,
        ),
      { message: `the registration of ${email}` },
    );
    const companyId = (requested.data as { companyId: number }).companyId;
    await host.bus.publish([
      createEvent({
        type: 'gateway.user.registration-confirmed.v1',
        source: 'gateway',
        subject: 9_000 + companyId,
        data: { userId: 9_000 + companyId, companyId, email },
      }),
    ]);
    await waitFor(
      () =>
        events.find(
          (e) => e.type === 'data-collection.company.registered.v1' && e.subject === String(companyId),
        ),
      { message: `company ${companyId} created` },
    );
    return { companyId, events };
  } finally {
    await subscription.close();
  }
}
