import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TcfdResult } from '@esg/contracts/scoring';
import { renderWithApp } from '@/test/render';
import { TcfdRecommendations } from './tcfd-recommendations';

const dimension = (name: string, score: number) => ({
  name,
  score,
  selected: 0,
  maximum: 0,
  answered: 0,
  indicators: 3,
});

const result = {
  dimensions: [dimension('Governance', 75), dimension('Strategy', 0)],
  recommendations: [
    {
      dimension: 'Governance',
      code: 'GOV-1',
      indicator: 'Board oversight of climate-related issues',
      option: 'Annually',
      score: 3,
      feedback: 'The board reviews climate risks once a year.',
      recommendations: ['Review climate-related risks at every board meeting.'],
    },
  ],
} as unknown as TcfdResult;

describe('TcfdRecommendations', () => {
  it('opens the first dimension with its scored answers and what would score higher; says when a dimension has none', async () => {
    const user = userEvent.setup();
    renderWithApp(<TcfdRecommendations result={result} />);
    expect(screen.getByRole('button', { name: /Governance.*75 \/ 100/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(
      screen.getByText('Your answer: Annually (score 3 of 4). The board reviews climate risks once a year.', {
        normalizer: (text) => text.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeDefined();
    expect(screen.getByText('Review climate-related risks at every board meeting.')).toBeDefined();
    const strategy = screen.getByRole('button', { name: /Strategy.*0 \/ 100/ });
    await user.click(strategy);
    const panel = document.getElementById(strategy.getAttribute('aria-controls') ?? '');
    expect(
      within(panel as HTMLElement).getByText(
        "No recommendations yet: answer this dimension's indicators to get them.",
      ),
    ).toBeDefined();
  });
});
