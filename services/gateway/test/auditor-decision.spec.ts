import { auditorDecision, claimsSayAuditor, type AuditorGrantDoc } from '../src/domain/auditor';

/** The auditor gate's decision (rules 140-144, ADR 0218), with expectations written out by hand. */
const grant: AuditorGrantDoc = {
  id: '42',
  userId: 42,
  companyId: 1,
  scope: 'fund',
  scopeId: 1,
  scopeName: 'Fund I',
  period: '2025',
  expiresOn: '2026-03-31',
  invitedAt: '2026-01-05T10:00:00.000Z',
  invitedBy: { userId: 2, name: 'Grace Parker' },
};
const today = '2026-03-31';
const decide = (
  method: string,
  path: string,
  g: AuditorGrantDoc | null = grant,
  day = today,
  assembling = false,
) => auditorDecision(g, method, path, day, assembling);

describe('auditorDecision', () => {
  it('lets the auditor read their pack and the reads it is made of, on the last day too', () => {
    expect(decide('GET', '/api/assurance-packs/fund/1/2025.zip')).toEqual({
      allowed: true,
      what: 'Downloaded the assurance pack',
    });
    expect(decide('GET', '/api/quality/assurance/fund/1/2025?alsoPeriods=2024').allowed).toBe(true);
    expect(
      decide('GET', '/api/quality/assurance/fund/1/2025/files/0b6f3c1e-8a2d-4e5f-9a7b-1c2d3e4f5a6b').allowed,
    ).toBe(true);
    expect(decide('GET', '/api/pai/funds/1/2025').allowed).toBe(true);
  });

  it('refuses another scope, id, period or tenant', () => {
    for (const path of [
      '/api/assurance-packs/fund/2/2025.zip',
      '/api/assurance-packs/fund/1/2024.zip',
      '/api/assurance-packs/fund/1/2025-Q1.zip',
      '/api/assurance-packs/company/1/2025.zip',
      '/api/assurance-packs/report/1/2025.zip',
      '/api/pai/funds/2/2025',
      '/api/pai/entities/1/2025',
      '/api/quality/assurance/fund/1/2025/files/not-a-file',
      '/api/company/5',
      '/api/quality/flags',
    ])
      expect(decide('GET', path)).toMatchObject({ allowed: false, code: 'AUDITOR.OUT_OF_SCOPE' });
  });

  it('refuses every write, and everything after the end date but their own account and grant', () => {
    expect(decide('POST', '/api/assurance-packs/fund/1/2025.zip')).toMatchObject({
      allowed: false,
      code: 'AUDITOR.READ_ONLY',
    });
    expect(decide('PATCH', '/api/user/me')).toMatchObject({ code: 'AUDITOR.READ_ONLY' });
    expect(decide('GET', '/api/assurance-packs/fund/1/2025.zip', grant, '2026-04-01')).toEqual({
      allowed: false,
      what: 'Asked for data outside their access',
      code: 'AUDITOR.EXPIRED',
      reason: "The auditor's access ended on 2026-03-31",
    });
    for (const [method, path] of [
      ['GET', '/api/auditors/me'],
      ['GET', '/api/user/me'],
      ['POST', '/api/auth/logout'],
    ])
      expect(decide(method, path, grant, '2027-01-01').allowed).toBe(true);
    expect(decide('GET', '/api/assurance-packs/fund/1/2025.zip', null)).toMatchObject({
      code: 'AUDITOR.OUT_OF_SCOPE',
    });
  });

  it("reads a company's part of the investor's PAI statement only while the gateway assembles the pack", () => {
    const company: AuditorGrantDoc = { ...grant, scope: 'company', scopeId: 2, scopeName: 'Northwind' };
    expect(decide('GET', '/api/pai/entities/1/2025', company).allowed).toBe(false);
    expect(decide('GET', '/api/pai/entities/1/2025', company, today, true).allowed).toBe(true);
    expect(decide('GET', '/api/pai/entities/5/2025', company, today, true).allowed).toBe(false);
    // Its carbon inventories likewise: read while the pack is assembled (ADR 0219), never by the auditor.
    expect(decide('GET', '/api/carbon-calculations?companyId=2', company).allowed).toBe(false);
    expect(decide('GET', '/api/carbon-calculations?companyId=2', company, today, true).allowed).toBe(true);
    expect(decide('GET', '/api/carbon-calculations/7', company, today, true).allowed).toBe(false);
    expect(decide('GET', '/api/carbon-calculations?companyId=2', grant, today, true).allowed).toBe(false);
    // A fund's pack holds its PCAF financed emissions: the scorecard's reads and its stateless calculation,
    // made while the pack is assembled, never by the auditor (ADR 0219).
    expect(decide('POST', '/api/calculations/pcaf', grant).allowed).toBe(false);
    expect(decide('POST', '/api/calculations/pcaf', grant, today, true).allowed).toBe(true);
    expect(decide('POST', '/api/calculations/pcaf', company, today, true).allowed).toBe(false);
    expect(decide('POST', '/api/calculations/pai', grant, today, true).allowed).toBe(false);
    expect(decide('GET', '/api/funds/1/positions', grant).allowed).toBe(false);
    expect(decide('GET', '/api/funds/1/positions', grant, today, true).allowed).toBe(true);
    expect(decide('GET', '/api/analysis/companies/2/values?period=2024', grant, today, true).allowed).toBe(
      true,
    );
  });

  it("picks the gate's path by the token's claims", () => {
    const token = (claims: object) =>
      `Bearer x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;
    expect(claimsSayAuditor(token({ permission: 'Auditor' }))).toBe(true);
    expect(claimsSayAuditor(token({ permission: null }))).toBe(false);
    expect(claimsSayAuditor('Bearer not-a-token')).toBe(false);
    expect(claimsSayAuditor(undefined)).toBe(false);
  });
});
