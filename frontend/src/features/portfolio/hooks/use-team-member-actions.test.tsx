import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderHookWithApp } from '@/test/render';
import { teamMember } from '../access-manager.fixture';
import { useTeamMemberActions } from './use-team-member-actions';

describe('useTeamMemberActions (access manager)', () => {
  it('sends an invitation again at once and says to whom', async () => {
    const api = fakeApi(() => ({ data: teamMember() }));
    const { result } = renderHookWithApp(() => useTeamMemberActions(3));
    act(() => result.current.resendInvitation(teamMember()));
    expect(await screen.findByText('Invitation sent again to ana.reyes@evergreen.example')).toBeDefined();
    expect(api.calls).toEqual([
      { method: 'POST', path: '/team-members/41/resend-invitation', body: undefined },
    ]);
  });

  it('revokes an invitation only once the user confirmed, naming the link that stops working', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ data: null }));
    const { result } = renderHookWithApp(() => useTeamMemberActions(3));
    act(() => result.current.confirmRevoke(teamMember()));
    expect(await screen.findByText('Revoke the invitation of Ana Reyes?')).toBeDefined();
    expect(
      screen.getByText('The link mailed to ana.reyes@evergreen.example stops working and the account goes.'),
    ).toBeDefined();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Invitation of Ana Reyes revoked')).toBeDefined();
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/team-members/41/invitation', body: undefined }]);
  });

  it('says what removing a member takes away, and keeps the dialog with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({
      status: 409,
      code: 'TEAM.LAST_PRIMARY',
      message: 'The primary user cannot be removed.',
    }));
    const { result } = renderHookWithApp(() => useTeamMemberActions(3));
    act(() => result.current.confirmRemove(teamMember({ status: 'active', invitationExpiresAt: null })));
    expect(await screen.findByText('Remove Ana Reyes?')).toBeDefined();
    expect(screen.getByText('their access to the company’s data')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('The primary user cannot be removed.')).toBeDefined();
    expect(screen.getByText('Remove Ana Reyes?')).toBeDefined();
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/team-members/41', body: undefined }]);
  });
});
