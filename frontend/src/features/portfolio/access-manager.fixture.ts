import type { ChildCompany, TeamMember } from '@esg/contracts/access-manager';

/* Test data of the access manager's components and hooks (`*.test.tsx`); the app never imports it. */

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 41,
    name: 'Ana Reyes',
    email: 'ana.reyes@evergreen.example',
    role: 'gp',
    permission: 'Contributor',
    status: 'invited',
    invitedAt: '2026-11-02T09:00:00Z',
    invitationExpiresAt: '2026-11-09T09:00:00Z',
    ...overrides,
  };
}

export function childCompany(overrides: Partial<ChildCompany> = {}): ChildCompany {
  return {
    id: 8,
    name: 'Nordlicht Logistics',
    type: 'pc',
    parent_id: 3,
    contact_email: 'cfo@nordlicht.example',
    contact: { email: 'cfo@nordlicht.example', name: 'Jonas Berg', status: 'invited', userId: 77 },
    ...overrides,
  };
}
