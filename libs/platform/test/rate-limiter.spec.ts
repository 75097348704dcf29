import { DomainError, RateLimiter } from '@esg/platform';

describe('RateLimiter', () => {
  it('allows the limit within a window, refuses the next with its code, and opens again after the window', () => {
    const limiter = new RateLimiter(3, 1000, 'COMPANY.RATE_LIMITED');
    for (let i = 0; i < 3; i++) limiter.consume('10.0.0.1', 0);
    expect(() => limiter.consume('10.0.0.1', 10)).toThrow(DomainError);
    try {
      limiter.consume('10.0.0.1', 10);
    } catch (error) {
      expect((error as DomainError).code).toBe('COMPANY.RATE_LIMITED');
      expect((error as DomainError).message).toMatch(/try again in 1 seconds/);
    }
    limiter.consume('10.0.0.2', 10); // another key has its own window
    limiter.consume('10.0.0.1', 1000); // a new window
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.consume('a@b.test');
    limiter.reset('a@b.test');
    expect(() => limiter.consume('a@b.test')).not.toThrow();
  });
});
