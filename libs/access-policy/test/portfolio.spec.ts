import {
  canChangeAccess,
  canEditCompanyDetails,
  canManageFunds,
  canOpenAccessManager,
} from '@esg/access-policy';
import { ANONYMOUS, demoCompany, demoContext, makeCompany, makeContext } from './policy-fixtures';

/** Issue 9: funds and access management, for each seeded user (expectations written out by hand). */
const SEEDED = [
  'admin@demo.test',
  'gp@demo.test',
  'lp@demo.test',
  'pc@demo.test',
  'contributor@demo.test',
  'coinvestor@demo.test',
  'consultant@demo.test',
  'trial@demo.test',
] as const;

describe('canManageFunds', () => {
  it('follows the Fund(s) Manager rule for the seeded users', () => {
    const answers = Object.fromEntries(SEEDED.map((email) => [email, canManageFunds(demoContext(email))]));
    expect(answers).toEqual({
      'admin@demo.test': true,
      // Evergreen manages funds; its own team does, not its outside parties (rule 45 over rule 41).
      'gp@demo.test': true,
      'coinvestor@demo.test': false,
      'consultant@demo.test': false,
      // Meridian manages its own fund of GP funds.
      'lp@demo.test': true,
      'pc@demo.test': false,
      'contributor@demo.test': false,
      // Trial Capital is a demo contract (and manages no funds).
      'trial@demo.test': false,
    });
  });

  it('needs the funds-manager flag, a non-contributor, the company itself, and no demo contract', () => {
    const gp = makeCompany({ type: 'gp', funds_manager: true });
    expect(canManageFunds(makeContext(gp))).toBe(true);
    expect(canManageFunds(makeContext({ ...gp, funds_manager: false }))).toBe(false);
    expect(canManageFunds(makeContext(gp, null, { permission: 'Contributor' }))).toBe(false);
    expect(canManageFunds(makeContext({ ...gp, contract_type: 'demo' }))).toBe(false);
    // A user of another company (a GP acting for its child, say) does not manage that company's funds.
    expect(canManageFunds(makeContext(gp, null, { companyId: gp.id + 1 }))).toBe(false);
    // A pc user is never a fund manager, even of a company flagged as one.
    expect(canManageFunds(makeContext({ ...gp, type: 'pc' }, null, { role: 'pc' }))).toBe(false);
    expect(canManageFunds(ANONYMOUS)).toBe(false);
  });
});

describe('canOpenAccessManager and canChangeAccess', () => {
  it('open the access manager to everyone but admins, contributors and the demo company; changes to the primary user', () => {
    const answers = Object.fromEntries(
      SEEDED.map((email) => {
        const ctx = demoContext(email);
        return [email, [canOpenAccessManager(ctx), canChangeAccess(ctx)]];
      }),
    );
    expect(answers).toEqual({
      // The admin has no menu entry (spec 6.2) but changes access of any company it visits.
      'admin@demo.test': [false, true],
      'gp@demo.test': [true, true],
      'lp@demo.test': [true, true],
      'pc@demo.test': [true, true],
      'contributor@demo.test': [false, false],
      'coinvestor@demo.test': [true, false],
      'consultant@demo.test': [true, false],
      'trial@demo.test': [false, false],
    });
  });

  it("refuses changes to another company's access, even by its GP", () => {
    const gp = demoContext('gp@demo.test');
    expect(canChangeAccess({ ...gp, company: demoCompany(2), parentCompany: demoCompany(1) })).toBe(false);
    expect(canChangeAccess(ANONYMOUS)).toBe(false);
  });
});

describe('canEditCompanyDetails', () => {
  it('lets the primary user and the admin edit, everyone else read', () => {
    const answers = Object.fromEntries(
      SEEDED.map((email) => [email, canEditCompanyDetails(demoContext(email))]),
    );
    expect(answers).toEqual({
      'admin@demo.test': true,
      // The contacts of Evergreen, Meridian, Northwind and Trial Capital.
      'gp@demo.test': true,
      'lp@demo.test': true,
      'pc@demo.test': true,
      'trial@demo.test': true,
      'contributor@demo.test': false,
      'coinvestor@demo.test': false,
      'consultant@demo.test': false,
    });
  });

  it("refuses another company's details, even to its GP's primary user", () => {
    const gp = demoContext('gp@demo.test');
    expect(canEditCompanyDetails({ ...gp, company: demoCompany(2), parentCompany: demoCompany(1) })).toBe(
      false,
    );
    expect(canEditCompanyDetails(ANONYMOUS)).toBe(false);
  });
});
