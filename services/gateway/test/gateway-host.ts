import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { createEvent, type ClientToServerEvents, type ServerToClientEvents } from '@esg/contracts';
import {
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  DOMAIN_SERVICES,
  loadConfig,
  startHost,
  type RunningHost,
} from '@esg/platform';
import { emptyDataDir, seededDataDir, TEST_BUILD_ID, waitFor } from '@esg/testing';
import { totpCode } from '../src/auth/totp';
import { gatewayService, mailboxFolder } from '../src/index';

export type GatewayHost = RunningHost & { dataDir: string; mailbox: string; dispose(): Promise<void> };

/** Settings that change nothing a first start writes: a host given only these still starts from the template. */
const RUNTIME_ONLY = new Set(['TRUSTED_PROXIES', 'METRICS_PORT', 'LOG_LEVEL']);

function start(dataDir: string, env: Record<string, string>): Promise<RunningHost> {
  const base = loadConfig('standalone', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    BUILD_ID: TEST_BUILD_ID,
    ...env,
  });
  const config = {
    ...base,
    serviceUrls: Object.fromEntries(DOMAIN_SERVICES.map((s) => [s, 'http://127.0.0.1:9'])),
  };
  return startHost({ name: 'gateway-test', config, definitions: [gatewayService] });
}

/**
 * The gateway alone on a free port with a throw-away data folder (its real SQLite store, in-process
 * bus and mailbox folder). The other services are not hosted: their routes point at a closed port.
 */
export async function startGateway(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<GatewayHost> {
  const env = options.env ?? {};
  // Copies the run's seeded template (libs/testing host-template.ts) unless a folder is given or a
  // setting changes what a first start writes (BUILD_ID's announcement, say).
  const templated = Object.keys(env).every((key) => RUNTIME_ONLY.has(key));
  const dataDir =
    options.dataDir ??
    (templated
      ? await seededDataDir('gateway', 'esg-gateway-', (folder) => start(folder, {}))
      : emptyDataDir('esg-gateway-'));
  const host = await start(dataDir, env);
  // The company directory (X-Company-ID checks, workplace visits) as data-collection would feed it.
  await host.bus.publish(
    DEMO_COMPANIES.map((c) =>
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: c.id,
        data: {
          companyId: c.id,
          name: c.name,
          type: c.type,
          parentId: c.parent_id,
          contractType: c.contract_type,
        },
      }),
    ),
  );
  const store = host.runtimes[0].store;
  await waitFor(async () => (await store.count('company_directory')) >= DEMO_COMPANIES.length, {
    message: 'the company directory',
  });
  return {
    ...host,
    dataDir,
    mailbox: mailboxFolder(host.runtimes[0]),
    dispose: async () => {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const gatewayStore = (host: RunningHost) => host.runtimes[0].store;

export const login = (host: RunningHost, email: string, password = DEMO_PASSWORD) =>
  request(host.url).post('/api/auth/login').send({ email, password });

export async function tokenOf(host: RunningHost, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await login(host, email, password);
  if (response.status !== 200 || !response.body.data.accessToken)
    throw new Error(`login of ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.accessToken as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function sessionCookieOf(response: request.Response): string | undefined {
  return ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('__session='))
    ?.split(';')[0];
}

export interface MailboxMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

export function mailsTo(host: GatewayHost, email: string): MailboxMail[] {
  if (!existsSync(host.mailbox)) return [];
  return readdirSync(host.mailbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(host.mailbox, f), 'utf8')) as MailboxMail)
    .filter((m) => m.to === email);
}

/** Waits for the `count`-th mail to an address and returns it with the token of its link. */
export async function awaitMail(
  host: GatewayHost,
  email: string,
  count = 1,
): Promise<MailboxMail & { link: string; token: string }> {
  const mail = await waitFor(() => mailsTo(host, email)[count - 1], {
    message: `mail #${count} to ${email}`,
  });
  const link = /https?:\/\/\S+\?token=([\w-]+)/.exec(mail.text);
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return { ...mail, link: link[0], token: link[1] };
}

/** A TOTP code for a secret, at now + offsetSteps * 30 s. */
export const totp = (secret: string, offsetSteps = 0) =>
  totpCode(secret, Math.floor(Date.now() / 1000) + offsetSteps * 30);

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function connectSocket(host: RunningHost, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(host.url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> & { data?: Record<string, unknown>; code?: string; message?: string };
}

/**
 * A JSON request from a chosen loopback address (127.0.0.0/8 is all local on Linux), so a test can be
 * several clients with distinct addresses without trusting any header.
 */
export function requestFrom(
  host: RunningHost,
  from: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: host.port,
        method,
        path,
        localAddress: from,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export const loginFrom = (
  host: RunningHost,
  from: string,
  email: string,
  password: string,
  cookie?: string,
) => requestFrom(host, from, 'POST', '/api/auth/login', { email, password }, cookie ? { cookie } : {});
