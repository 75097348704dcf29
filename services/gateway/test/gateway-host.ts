import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@esg/contracts';
import { DEMO_PASSWORD, DOMAIN_SERVICES, loadConfig, startHost, type RunningHost } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { totpCode } from '../src/auth/totp';
import { gatewayService, mailboxFolder } from '../src/index';

export type GatewayHost = RunningHost & { dataDir: string; mailbox: string; dispose(): Promise<void> };

/**
 * The gateway alone on a free port with a throw-away data folder (its real SQLite store, in-process
 * bus and mailbox folder). The other services are not hosted: their routes point at a closed port.
 */
export async function startGateway(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<GatewayHost> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'esg-gateway-'));
  const base = loadConfig('standalone', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const config = {
    ...base,
    serviceUrls: Object.fromEntries(DOMAIN_SERVICES.map((s) => [s, 'http://127.0.0.1:9'])),
  };
  const host = await startHost({ name: 'gateway-test', config, definitions: [gatewayService] });
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
