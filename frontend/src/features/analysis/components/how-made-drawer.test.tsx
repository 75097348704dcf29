import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AggregateRow } from '@esg/contracts/analysis';
import { renderWithApp } from '@/test/render';
import { HowMadeDrawer } from './how-made-drawer';

/** Scope 1 emissions of two companies: 1,200 and 300 tCO2e, one of them held (weight), one overridden by the GP. */
const row: AggregateRow = {
  metricCode: 'env.ghg_scope1',
  name: 'Scope 1 emissions',
  unit: 'tCO2e',
  kind: 'additive',
  count: 2,
  members: 3,
  sum: 1500,
  mean: 750,
  weightedMean: null,
  weightTotal: 0,
  min: 300,
  max: 1200,
  median: 750,
  distribution: null,
  quality: { reported: 1, estimated: 1, audited: 0, unknown: 0 },
  estimatedShare: 0.5,
  headline: 1500,
  previousHeadline: null,
  change: { absolute: null, relative: null },
  howMade: {
    formulas: { sum: '1,200 + 300', mean: '1,500 ÷ 2 companies' },
    inputs: [
      {
        companyId: 8,
        companyName: 'Nordlicht Logistics',
        value: 1200,
        weight: 2_500_000,
        quality: 'reported',
        valueVersionId: 'v8',
      },
      {
        companyId: 9,
        companyName: null,
        value: 300,
        weight: 0,
        quality: 'estimated',
        valueVersionId: 'v9',
        override: {
          original: { value: 450, unit: 'tCO2e', valueVersionId: 'v9-0' },
          reason: 'The published figure counted a sold site',
          byName: 'Ana Reyes',
          at: '2026-03-05T10:00:00Z',
        },
      },
    ],
    weightSources: [],
  },
};

describe('HowMadeDrawer ("How it was made")', () => {
  it('shows each figure with its formula, every company input, and the GP override with the published value', () => {
    renderWithApp(<HowMadeDrawer row={row} period="2025" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Scope 1 emissions' });
    const sum = within(dialog).getByRole('rowheader', { name: 'Sum' }).closest('tr') as HTMLElement;
    expect(sum.textContent).toContain('1,500');
    expect(sum.textContent).toContain('1,200 + 300');
    // Only the figures that exist: no value-weighted mean without positions.
    expect(within(dialog).queryByRole('rowheader', { name: 'Value-weighted mean' })).toBeNull();
    expect(within(dialog).getByText('2 of 3 companies')).toBeDefined();
    expect(within(dialog).getByText('Estimated 50 %')).toBeDefined();
    expect(within(dialog).getByText('Uses a GP override')).toBeDefined();
    expect(screen.getByTestId('override-note').textContent).toBe(
      'A company without a name: your override (Ana Reyes, 5 Mar 2026) is used; the company published 450 tCO₂e. Why: “The published figure counted a sold site”',
    );
    const inputs = within(dialog)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(inputs).toContain('Nordlicht Logistics1,200 tCO₂eReported2,500,000');
    expect(inputs).toContain('A company without a name300 tCO₂eEstimatednot held');
    // Words, not identifiers: no metric code, period code or value-version id on screen.
    expect(dialog.textContent).not.toMatch(/env\.ghg_scope1|v8|v9/);
    expect(within(dialog).getByText('2025')).toBeDefined();
    expect(
      within(dialog).getByText(/no positions recorded for this period, so there is no value-weighted figure/),
    ).toBeDefined();
  });

  it('names the funds whose positions weighted the figure, with the date in words', () => {
    const weighted: AggregateRow = {
      ...row,
      howMade: { ...row.howMade, weightSources: [{ fundId: 4, date: '2025-12-31' }] },
    };
    renderWithApp(
      <HowMadeDrawer
        row={weighted}
        period="2025"
        funds={[{ fundId: 4, name: 'Climate Transition Fund II' }]}
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByText(/Weights: Climate Transition Fund II's positions on 31 Dec 2025\./),
    ).toBeDefined();
  });

  it('is closed when no figure is chosen', () => {
    renderWithApp(<HowMadeDrawer row={null} period={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
