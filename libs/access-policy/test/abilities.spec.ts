import type { Permission, Role } from '@esg/contracts';
import { ABILITIES, cannot, isOutsideParty, mayEver, type Ability } from '../src';

/** Who may ever do what (docs/access-policy.md, rules 45-48), written out by hand per role and permission. */
const WHO: Record<string, { role: Role; permission: Permission | null }> = {
  admin: { role: 'admin', permission: null },
  gp: { role: 'gp', permission: null },
  gpContributor: { role: 'gp', permission: 'Contributor' },
  coinvestor: { role: 'gp', permission: 'Coinvestor' },
  consultant: { role: 'gp', permission: 'Consultant' },
  lp: { role: 'lp', permission: null },
  pc: { role: 'pc', permission: null },
  contributor: { role: 'pc', permission: 'Contributor' },
};

const EXPECTED: Record<Ability, string[]> = {
  'action-plans.create': ['gp'],
  'action-plans.decide': ['gp'],
  'action-plans.draft': ['gp', 'consultant'],
  'action-plans.work': ['pc'],
  'action-plans.change-status': ['gp', 'pc'],
  'action-plans.discuss': ['gp', 'consultant', 'pc'],
  'action-plans.internal-notes.read': ['admin', 'gp'],
  'action-plans.internal-notes.write': ['gp'],
  'action-plans.files.download': ['admin', 'gp', 'gpContributor', 'consultant', 'lp', 'pc', 'contributor'],
  'company.configure': ['admin', 'gp', 'lp', 'pc'],
  'pai.select-indicators': ['gp', 'lp'],
  'pai.texts.write': ['gp'],
  'climate.carbon.save': ['gp', 'lp', 'pc'],
  'quality.review': ['gp'],
  'quality.explain': ['gp', 'lp', 'pc'],
  'value-threads.write': ['gp', 'gpContributor', 'lp', 'pc', 'contributor'],
};

describe('abilities: who may ever do what', () => {
  it('lists every ability', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ABILITIES).sort());
  });

  it.each(Object.entries(EXPECTED) as Array<[Ability, string[]]>)('%s', (ability, allowed) => {
    const actual = Object.keys(WHO).filter((name) => mayEver(ability, WHO[name]));
    expect(actual).toEqual(allowed);
  });

  it('calls Coinvestor and Consultant outside parties, and names the refused one', () => {
    expect(Object.keys(WHO).filter((name) => isOutsideParty(WHO[name]))).toEqual([
      'coinvestor',
      'consultant',
    ]);
    expect(cannot(WHO.coinvestor, 'create action plans')).toBe('Coinvestor cannot create action plans');
    expect(cannot(WHO.lp, 'create action plans')).toBe('lp cannot create action plans');
  });
});
