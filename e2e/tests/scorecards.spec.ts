import { expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/**
 * Scorecards in the browser (issue 12, docs/scorecards.md). Figures from the demo's 2024 publications:
 * Northwind Renewables has 3 women on a board of 7 → 42.86 % → G1 scores 100 (≥ 40 %).
 */
test.describe('scorecards', () => {
  test.setTimeout(120_000);

  test('an investor sees the portfolio graded, one company scorecard with how a KPI was scored, diversity and the method', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/scorecards?period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Scorecards' })).toBeVisible();
    const table = page.getByRole('table', { name: 'ESG scorecards · 2024' });
    await expect(table.getByRole('row', { name: /Northwind Renewables/ })).toContainText(
      /Weak|Average|Good|Excellent/,
    );
    await expect(page.getByRole('link', { name: 'Open PCAF scorecard' })).toHaveAttribute(
      'href',
      '/scorecards/pcaf',
    );
    // Issue 29, item 3: the grades as a chart, its figures in a table beside it.
    await expect(page.getByRole('figure', { name: 'Grade distribution · 2024' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Grade distribution · 2024' })).toBeVisible();
    const excellent = await page.getByRole('region', { name: 'Excellent' }).locator('p').nth(1).innerText();
    await expect(
      page
        .getByRole('table', { name: 'Companies per grade · 2024' })
        .getByRole('row', { name: /^Excellent/ }),
    ).toContainText(excellent);
    await screenshot(page, 'scorecards-index.png', { fullPage: true });
    await table.getByRole('link', { name: 'Northwind Renewables' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ESG Scorecard' })).toBeVisible();
    // The overall score over time: a line on the grade bands, its figures in a table.
    await expect(
      page.getByRole('img', { name: 'Northwind Renewables: overall score over time' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Overall score of Northwind Renewables per period' })
        .getByRole('row', { name: /^2024/ }),
    ).toContainText(/\d+ \/ 100(Weak|Average|Good|Excellent)/);
    const governance = page.getByRole('table', { name: 'Governance KPIs' });
    const g1 = governance.getByRole('row', { name: /G1 Women on the board/ });
    await expect(g1).toContainText('42.86 %');
    await expect(g1).toContainText('100');
    await g1.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: 'G1 Women on the board' });
    // Inputs by name, not by code (issue 29).
    await expect(drawer).toContainText('Female board members');
    await expect(drawer).not.toContainText('gov.board_members_female');
    await expect(drawer).toContainText('≥ 40 → 100');
    await screenshot(page, 'scorecards-kpi-how-made.png');
    await page.keyboard.press('Escape');

    await page.goto('/scorecards/diversityMetrics?period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Diversity Metrics' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Diversity · 2024' })
        .getByRole('row', { name: /Northwind Renewables/ }),
    ).toContainText('42.9 %');
    await expect(page.getByRole('figure', { name: 'Diversity trend of Northwind Renewables' })).toBeVisible();

    await page.goto('/scorecard-methodology');
    await expect(page.getByRole('table', { name: 'Governance KPIs' })).toContainText('≥ 40 % → 100');
    await expect(page.getByRole('table', { name: 'Grade bands' })).toContainText('26–50');

    await page.goto('/scorecards/sfdrReport');
    await expect(page.getByRole('heading', { level: 1, name: 'SFDR Scorecard' })).toBeVisible();
    await expect(page.getByRole('table', { name: /SFDR scorecard · \d{4}/ })).toBeVisible();
  });

  test('the ESG scorecard opens on the latest period with published data and says which (issue 29, item 5)', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/ESG-Scorecard');
    await expect(page.getByRole('heading', { level: 1, name: 'ESG Scorecard' })).toBeVisible();
    // Evergreen's first company with published data, on its latest period, named beside "Latest".
    await expect(page.getByText(/^\d{4}: the latest period Northwind Renewables published\.$/)).toBeVisible();
    const period = (await page.getByText(/: the latest period /).innerText()).slice(0, 4);
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue(`Latest (${period})`);
    await expect(page.getByRole('region', { name: `Northwind Renewables · ${period}` })).toBeVisible();
    await expect(page.getByText('no period')).toHaveCount(0);
  });

  test('portfolio pages open on a period most of the portfolio published, say why, and keep a chosen period (issue 29, item 5)', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/scorecards');
    const note = page.getByTestId('period-note');
    // The newest period at least half of the companies published (a period only Northwind Renewables has
    // published, as other tests do for 2025, is passed over and named: services/reporting periods.spec).
    await expect(note).toHaveText(/^\d{4}: the newest period,? published by \d of \d companies/);
    const period = (await note.innerText()).slice(0, 4);
    const picker = page.getByRole('combobox', { name: 'Period' });
    await expect(picker).toHaveValue(`Suggested (${period})`);
    await expect(page.getByRole('table', { name: `ESG scorecards · ${period}` })).toBeVisible();
    await page.goto('/benchmarking');
    await expect(page.getByRole('heading', { level: 1, name: 'Benchmarking' })).toBeVisible();
    await expect(picker).toHaveValue(`Suggested (${period})`);
    await expect(note).toContainText(`${period}: the newest period`);
    // A period chosen on one page stays chosen on the others.
    await picker.click();
    await page.getByRole('option', { name: '2023', exact: true }).click();
    await expect(picker).toHaveValue('2023');
    await expect(note).toHaveCount(0);
    await page.goto('/scorecards');
    await expect(picker).toHaveValue('2023');
    await expect(page.getByRole('table', { name: 'ESG scorecards · 2023' })).toBeVisible();
    await picker.click();
    await page.getByRole('option', { name: 'Suggested', exact: true }).click();
    await expect(page.getByRole('table', { name: `ESG scorecards · ${period}` })).toBeVisible();
    await expect(note).toBeVisible();
  });

  test('a portfolio company opens its own ESG scorecard from the menu', async ({ page }) => {
    await signIn(page, 'pc', '/ESG-Scorecard?period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'ESG Scorecard' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Northwind Renewables · 2024/ })).toBeVisible();
  });
});
