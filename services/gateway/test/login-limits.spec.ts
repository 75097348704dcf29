import { DEMO_PASSWORD } from '@esg/platform';
import { loginFrom, requestFrom, startGateway, type GatewayHost, type RawResponse } from './gateway-host';

/*
 * Findings 1 and 2 of issue 14: a stranger's wrong passwords must not lock an account's owner out, and
 * X-Forwarded-For must not let a client choose the address its limits count against. Each client is
 * a real loopback address (127.0.0.x), so no header has to be trusted to tell them apart.
 */
const statuses = (responses: RawResponse[]) => responses.map((r) => r.status);

async function times<T>(count: number, step: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(await step(i));
  return out;
}

const deviceCookieOf = (response: RawResponse): string | undefined =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('__device='))
    ?.split(';')[0];

describe('login limits (finding 1): by account and address together, failures only', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  it('eleven wrong passwords from one client do not stop the right password from another client', async () => {
    const email = 'consultant@demo.test';
    const attacker = await times(11, () => loginFrom(host, '127.0.0.2', email, 'wrong-password'));
    expect(statuses(attacker)).toEqual([...Array(10).fill(401), 429]);
    expect(attacker[10].body.code).toBe('AUTH.RATE_LIMITED');
    expect(attacker[10].headers['retry-after']).toMatch(/^\d+$/);
    // The attacking client stays refused, even with the right password...
    expect((await loginFrom(host, '127.0.0.2', email, DEMO_PASSWORD)).status).toBe(429);
    // ...while the owner, from their own address, signs in.
    expect((await loginFrom(host, '127.0.0.3', email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts failures only: a right password never spends the budget, and clears the client’s failures', async () => {
    const email = 'lp@demo.test';
    const ok = await times(105, () => loginFrom(host, '127.0.0.4', email, DEMO_PASSWORD));
    expect(statuses(ok).every((s) => s === 200)).toBe(true);
    const first = await times(9, () => loginFrom(host, '127.0.0.4', email, 'wrong-password'));
    expect((await loginFrom(host, '127.0.0.4', email, DEMO_PASSWORD)).status).toBe(200);
    const second = await times(9, () => loginFrom(host, '127.0.0.4', email, 'wrong-password'));
    expect(statuses([...first, ...second]).every((s) => s === 401)).toBe(true);
  }, 60_000);

  it('closes an account guessed from many addresses to new clients, not to a browser it signed in from', async () => {
    const email = 'pc@demo.test';
    const owner = await loginFrom(host, '127.0.0.5', email, DEMO_PASSWORD);
    expect(owner.status).toBe(200);
    const device = deviceCookieOf(owner);
    expect(device).toBeDefined();
    expect(([] as string[]).concat(owner.headers['set-cookie'] ?? []).join(';')).toMatch(
      /__device=[^;]+; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Strict/,
    );
    // A botnet: 50 wrong passwords from 6 addresses, each under its own limit of 10.
    for (let i = 0; i < 50; i++) {
      const r = await loginFrom(host, `127.0.1.${10 + (i % 6)}`, email, 'wrong-password');
      expect(r.status).toBe(401);
    }
    const stranger = await loginFrom(host, '127.0.1.99', email, DEMO_PASSWORD);
    expect(stranger.status).toBe(429);
    // The owner's browser, even from a new address, still gets in with the right password.
    expect((await loginFrom(host, '127.0.1.98', email, DEMO_PASSWORD, device)).status).toBe(200);
    // A forged device cookie is no such browser.
    expect(
      (await loginFrom(host, '127.0.1.97', email, DEMO_PASSWORD, `${device!.slice(0, -3)}AAA`)).status,
    ).toBe(429);
    // Nor is the device cookie of another account.
    const other = deviceCookieOf(await loginFrom(host, '127.0.0.5', 'gp@demo.test', DEMO_PASSWORD));
    expect((await loginFrom(host, '127.0.1.96', email, DEMO_PASSWORD, other)).status).toBe(429);
  }, 60_000);
});

describe('client addresses (finding 2): X-Forwarded-For only from TRUSTED_PROXIES', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  it('ignores X-Forwarded-For from an untrusted client: spraying from one address is limited at 100', async () => {
    const attempts = await times(101, (i) =>
      loginFrom(host, '127.0.0.6', `nobody-${i}@example.test`, 'wrong-password'),
    );
    expect(statuses(attempts.slice(0, 100)).every((s) => s === 401)).toBe(true);
    // A spoofed header changes nothing: the socket's address is the client's.
    const spoofed = await times(3, (i) =>
      loginFromWithForwardedFor(host, '127.0.0.6', `198.51.100.${i + 1}`, `spoof-${i}@example.test`),
    );
    expect(statuses([attempts[100], ...spoofed])).toEqual([429, 429, 429, 429]);
  }, 60_000);
});

describe('client addresses behind a trusted proxy', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway({ env: { TRUSTED_PROXIES: '127.0.0.7' } });
  });
  afterAll(async () => host?.dispose());

  it('takes the client address from X-Forwarded-For set by the proxy, and from the socket otherwise', async () => {
    const email = 'gp@demo.test';
    const viaProxy = (client: string, password: string) =>
      loginFromWithForwardedFor(host, '127.0.0.7', client, email, password);
    const attacker = await times(11, () => viaProxy('203.0.113.9', 'wrong-password'));
    expect(statuses(attacker)).toEqual([...Array(10).fill(401), 429]);
    expect((await viaProxy('203.0.113.10', DEMO_PASSWORD)).status).toBe(200);
    // A client that is not the proxy cannot borrow another address with the header.
    const direct = await times(11, () =>
      loginFromWithForwardedFor(host, '127.0.0.8', '203.0.113.11', email, 'wrong-password'),
    );
    expect(statuses(direct)).toEqual([...Array(10).fill(401), 429]);
    expect((await viaProxy('203.0.113.11', DEMO_PASSWORD)).status).toBe(200);
  });
});

function loginFromWithForwardedFor(
  host: GatewayHost,
  from: string,
  forwardedFor: string,
  email: string,
  password = 'wrong-password',
): Promise<RawResponse> {
  return requestFrom(
    host,
    from,
    'POST',
    '/api/auth/login',
    { email, password },
    { 'x-forwarded-for': forwardedFor },
  );
}
