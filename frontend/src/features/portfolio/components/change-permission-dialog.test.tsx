import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render';
import { teamMember } from '../access-manager.fixture';
import { ChangePermissionDialog } from './change-permission-dialog';

describe('ChangePermissionDialog', () => {
  it('starts at the member’s permission and sends the one chosen', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ data: teamMember({ permission: 'Coinvestor' }) }));
    const onClose = vi.fn();
    renderWithApp(<ChangePermissionDialog companyId={3} member={teamMember()} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Change the permission of Ana Reyes' })).toBeDefined();
    const select = screen.getByRole('combobox', { name: 'Permission' });
    expect((select as HTMLInputElement).value).toBe('Contributor');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /Co-investor/ }));
    await user.click(screen.getByRole('button', { name: 'Change permission' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toEqual([
      { method: 'PATCH', path: '/team-members/41', body: { permission: 'Coinvestor' } },
    ]);
    expect(await screen.findByText('Permission of Ana Reyes changed')).toBeDefined();
  });
});
