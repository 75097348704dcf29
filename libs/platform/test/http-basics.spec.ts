import {
  errorCatalogue,
  ErrorStatusTable,
  PLATFORM_ERRORS,
  signAccessToken,
  verifyAccessToken,
  toApiError,
  DomainError,
  JWT_AUDIENCE,
  JWT_ISSUER,
  type JwtSettings,
} from '@esg/platform';
import { accessTokenFor } from '@esg/testing';

describe('domain error codes map to HTTP statuses through the catalogues', () => {
  const SERVICE = errorCatalogue({ 'ACTION_PLAN.NOT_FOUND': 404, 'ACTION_PLAN.ILLEGAL_TRANSITION': 409 });
  const table = new ErrorStatusTable([PLATFORM_ERRORS, SERVICE]);

  it.each([
    ['ACTION_PLAN.NOT_FOUND', 404],
    ['ACTION_PLAN.ILLEGAL_TRANSITION', 409],
    ['AUTH.UNAUTHENTICATED', 401],
    ['RATE_LIMITED', 429],
    ['VALIDATION', 400],
  ])('%s is %i', (code, status) => {
    expect(toApiError(new DomainError(code, 'm'), table).statusCode).toBe(status);
  });

  it('answers 500 for a code no catalogue declares, whatever its name suggests', () => {
    expect(toApiError(new DomainError('FUND.NOT_FOUND', 'Fund 9 was not found'), table)).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
  });

  it('refuses a code given two statuses, and a malformed code', () => {
    expect(() => new ErrorStatusTable([SERVICE, errorCatalogue({ 'ACTION_PLAN.NOT_FOUND': 400 })])).toThrow(
      /two statuses/,
    );
    expect(() => errorCatalogue({ 'not a code': 400 })).toThrow(/upper-case/);
  });

  it('never leaks an unexpected error', () => {
    expect(toApiError(new Error('secret stack detail'), table)).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
  });
});

describe('access tokens (jose, HS256, kid, iss, aud, key rotation)', () => {
  const key = (kid: string, c: string) => ({ kid, secret: c.repeat(40) });
  const ring = (...keys: Array<{ kid: string; secret: string }>): JwtSettings => ({
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    keys,
  });
  const claims = { sub: '2', sid: 'session-1', role: 'gp' as const, permission: null, companyId: 1 };

  it('round-trips its claims and names its key, issuer and audience', async () => {
    const keys = ring(key('2026-11', 's'));
    const token = await signAccessToken(claims, keys, 60);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: '2026-11' });
    expect(payload).toMatchObject({ iss: 'esg-platform/gateway', aud: 'esg-platform/api' });
    expect(await verifyAccessToken(token, keys)).toMatchObject(claims);
  });

  it('keeps verifying tokens of the previous key after a rotation, and stops once it is removed', async () => {
    const before = ring(key('old', 'o'));
    const rotated = ring(key('new', 'n'), key('old', 'o'));
    const after = ring(key('new', 'n'));
    const oldToken = await signAccessToken(claims, before, 60);
    const newToken = await signAccessToken(claims, rotated, 60);
    expect(JSON.parse(Buffer.from(newToken.split('.')[0], 'base64url').toString()).kid).toBe('new');
    expect(await verifyAccessToken(oldToken, rotated)).toMatchObject(claims);
    expect(await verifyAccessToken(newToken, rotated)).toMatchObject(claims);
    expect(await verifyAccessToken(oldToken, after)).toBeNull();
    expect(await verifyAccessToken(newToken, after)).toMatchObject(claims);
  });

  it('refuses a forged, tampered, expired, foreign-issuer, foreign-audience or unsigned token', async () => {
    const keys = ring(key('k', 's'));
    const token = await signAccessToken(claims, keys, 60);
    expect(await verifyAccessToken(token, ring(key('k', 't')))).toBeNull();
    const [h, p, s] = token.split('.');
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${h}.${tampered}.${s}`, keys)).toBeNull();
    expect(await verifyAccessToken(await signAccessToken(claims, keys, -1), keys)).toBeNull();
    expect(
      await verifyAccessToken(await signAccessToken(claims, { ...keys, issuer: 'elsewhere' }, 60), keys),
    ).toBeNull();
    expect(
      await verifyAccessToken(await signAccessToken(claims, { ...keys, audience: 'other' }, 60), keys),
    ).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT', kid: 'k' })).toString('base64url');
    expect(await verifyAccessToken(`${none}.${p}.`, keys)).toBeNull();
    expect(await verifyAccessToken('not-a-token', keys)).toBeNull();
  });

  it('accepts the standard HS256 JWT the test helper writes with node:crypto', async () => {
    const keys = ring(key('k', 's'));
    expect(await verifyAccessToken(accessTokenFor('gp@demo.test', keys), keys)).toMatchObject({
      sub: '2',
      role: 'gp',
      companyId: 1,
    });
  });
});
