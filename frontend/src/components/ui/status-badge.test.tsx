import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { StatCard } from './stat-card';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the label of a code, never the code, and names what it is for screen readers', () => {
    renderWithApp(<StatusBadge set="memberPermission" code="Coinvestor" prefix="Permission" />);
    expect(screen.getByText('Co-investor')).toBeDefined();
    expect(screen.queryByText('Coinvestor')).toBeNull();
    expect(screen.getByText('Permission:', { exact: false }).className).toBe('visually-hidden-text');
  });
});

describe('StatCard', () => {
  it('is a region named by its label, with its figure, its hint and a bar kept within 0–100', () => {
    renderWithApp(<StatCard label="Complete" value="2 of 3" hint="Companies reported" progress={140} />);
    const card = screen.getByRole('region', { name: 'Complete' });
    expect(card.textContent).toContain('2 of 3');
    expect(card.textContent).toContain('Companies reported');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });

  it('says a figure beyond the full bar as such, so the words and the drawn bar agree', () => {
    renderWithApp(<StatCard label="Seats used" value="14 of 10" progress={140} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-label')).toBe('Seats used: 140 %, more than a full bar');
  });

  it('says a figure within the bar as the bar shows it', () => {
    renderWithApp(<StatCard label="Complete" value="2 of 3" progress={66.7} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('66.7');
    expect(bar.getAttribute('aria-label')).toBe('Complete: 67 %');
  });
});
