import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PeriodPicker, PortfolioPicker } from './controls';

describe('PeriodPicker', () => {
  it('offers "Latest" (saying which period it stands for) and the periods newest first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(
      <PeriodPicker periods={['2022', '2023', '2024']} value={undefined} onChange={onChange} latest="2024" />,
    );
    const picker = screen.getByRole('combobox', { name: 'Period' });
    expect((picker as HTMLInputElement).value).toBe('Latest (2024)');
    await user.click(picker);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Latest (2024)',
      '2024',
      '2023',
      '2022',
    ]);
    await user.click(screen.getByRole('option', { name: '2023' }));
    expect(onChange).toHaveBeenCalledWith('2023');
  });

  it('goes back to the latest period as "no period chosen"', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<PeriodPicker periods={['2023', '2024']} value="2023" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Latest' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

describe('PortfolioPicker', () => {
  it('offers the whole portfolio or one fund, and is not there without funds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderWithApp(
      <PortfolioPicker
        funds={[
          { fundId: 4, name: 'Evergreen Climate Fund' },
          { fundId: 6, name: 'Alpine Growth Fund' },
        ]}
        value={undefined}
        onChange={onChange}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Portfolio' });
    expect((picker as HTMLInputElement).value).toBe('Whole portfolio');
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Alpine Growth Fund' }));
    expect(onChange).toHaveBeenCalledWith(6);
    rerender(<PortfolioPicker funds={[]} value={undefined} onChange={onChange} />);
    expect(screen.queryByRole('combobox', { name: 'Portfolio' })).toBeNull();
  });
});
