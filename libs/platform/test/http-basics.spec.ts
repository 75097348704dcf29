import { httpStatusOf, signAccessToken, verifyAccessToken, toApiError, DomainError } from '@esg/platform';

describe('domain error codes map to HTTP statuses', () => {
  it.each([
    ['ACTION_PLAN.NOT_FOUND', 404],
    ['COMPANY.FORBIDDEN', 403],
    ['AUTH.INVALID_CREDENTIALS', 401],
    ['RECOMMENDATION.ILLEGAL_TRANSITION', 409],
    ['AUTH.RATE_LIMITED', 429],
    ['POSITIONS.UNPROCESSABLE', 422],
    ['ACCESS.LIMIT_REACHED', 409],
    ['VALIDATION', 400],
  ])('%s is %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('never leaks an unexpected error', () => {
    expect(toApiError(new Error('secret stack detail'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
    expect(toApiError(new DomainError('COMPANY.NOT_FOUND', 'Company 9 was not found'))).toEqual({
      statusCode: 404,
      code: 'COMPANY.NOT_FOUND',
      message: 'Company 9 was not found',
    });
  });
});

describe('access tokens', () => {
  const secret = 's'.repeat(40);
  const claims = { sub: '2', sid: 'session-1', role: 'gp' as const, permission: null, companyId: 1 };

  it('round-trips its claims', () => {
    expect(verifyAccessToken(signAccessToken(claims, secret, 60), secret)).toMatchObject(claims);
  });

  it('refuses a forged, tampered or expired token', () => {
    const token = signAccessToken(claims, secret, 60);
    expect(verifyAccessToken(token, 't'.repeat(40))).toBeNull();
    const [h, p, s] = token.split('.');
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(verifyAccessToken(`${h}.${tampered}.${s}`, secret)).toBeNull();
    expect(verifyAccessToken(signAccessToken(claims, secret, -1), secret)).toBeNull();
    expect(verifyAccessToken('not-a-token', secret)).toBeNull();
  });
});
