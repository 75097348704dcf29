import { expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/**
 * Benchmarking in the browser (issue 12, docs/benchmarking.md): the map bubble chart of spec 2.10 with its
 * legend and tooltips, industry benchmarks that say when a peer group is too small, internal benchmarks and
 * the tool. The demo portfolio (Evergreen: Northwind in Denmark, Atlas in the Netherlands, Helios) published
 * 2023 and 2024; three other investors' wind and solar operators (NACE D.35, medium size, five in Denmark, one
 * in Sweden) published 2024 (docs/benchmarking.md "Demo peers"). By hand, Scope 1 2024 of Northwind's peers
 * (D.35, Denmark, medium): 700, 760, 820, 900, 980 from 3 investors, the largest 980 ÷ 4,160 = 23.6 % → shown:
 * Q1 760, median 820, Q3 900; Northwind's 850 is above 3 of 5 → P60. Atlas (H.49, large) and Helios (C.10,
 * large) have no such group. Denmark's five are one 'Benchmark Companies' bubble (median revenue €71m).
 */
test.describe('benchmarking', () => {
  test.setTimeout(120_000);

  test('an investor sees the portfolio on the map with a tooltip per company, and industry groups too small to show', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/benchmarking?metric=ghg.scope1&period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Benchmarking' })).toBeVisible();
    const map = page.getByRole('figure', { name: /^Map · Scope 1 GHG emissions/ });
    await expect(map.getByText('My Companies', { exact: true })).toBeVisible();
    await expect(map.getByText('Benchmark Companies', { exact: true })).toBeVisible();
    const northwind = map.getByTestId('map-point-mine:2');
    await northwind.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Northwind Renewables');
    await expect(tooltip).toContainText('Sector: Electricity, gas, steam and air conditioning supply');
    await expect(tooltip).toContainText('Revenue: €95m');
    await expect(tooltip).toContainText('Location: Denmark');
    await screenshot(page, 'benchmarking-map-tooltip.png');
    // The keyboard reaches the same tooltip.
    await page.mouse.move(0, 0);
    await map.getByTestId('map-point-mine:3').focus();
    await expect(page.getByRole('tooltip')).toContainText('Location: Netherlands');
    // Other investors' companies: Denmark's five as one bubble; Sweden's one is not drawn.
    await map.getByTestId('map-point-benchmark:DK').focus();
    await expect(page.getByRole('tooltip')).toContainText('5 benchmark companies');
    await expect(page.getByRole('tooltip')).toContainText('Revenue: €71m');
    await expect(page.getByRole('tooltip')).toContainText('Location: Denmark');
    await expect(map).toContainText('1 benchmark company in 1 country is not drawn');
    await screenshot(page, 'benchmarking-map-peers.png');

    await page.goto('/industry-benchmarking?metric=ghg.scope1&period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Industry Benchmarking' })).toBeVisible();
    const table = page.getByRole('table', { name: /Industry benchmarks/ });
    const northwindRow = table.getByRole('row', { name: /Northwind Renewables/ });
    await expect(northwindRow).toContainText('NACE D.35, DK');
    await expect(northwindRow).toContainText('820');
    await table.getByRole('button', { name: 'Northwind Renewables' }).click();
    const peers = page.getByRole('dialog', { name: /Northwind Renewables/ });
    await expect(peers).toContainText('P60');
    await screenshot(page, 'benchmarking-industry-peers.png');
    await page.keyboard.press('Escape');
    await expect(table.getByRole('row', { name: /Atlas Logistics/ })).toContainText(
      'Too few peers to show anonymously',
    );
    await table.getByRole('button', { name: 'Atlas Logistics' }).click();
    const drawer = page.getByRole('dialog', { name: /Atlas Logistics/ });
    await expect(drawer).toContainText('NACE H.49, NL');
    await expect(drawer).toContainText('(at least 5 needed)');
    await screenshot(page, 'benchmarking-industry-steps.png');
  });

  test('internal benchmarks rank the portfolio and the tool shows one company across its metrics', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/internal-benchmarking?metric=ghg.scope1&period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Benchmarking' })).toBeVisible();
    const table = page.getByRole('table', { name: /Internal benchmarks/ });
    // 2024 Scope 1: Atlas 48,000 is above both others: P100; Northwind 850 below both: P0.
    await expect(table.getByRole('row', { name: /Atlas Logistics/ })).toContainText('P100');
    await expect(table.getByRole('row', { name: /Northwind Renewables/ })).toContainText('P0');

    await page.goto('/benchmarking-tool?period=2024&companyId=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Benchmarking Tool' })).toBeVisible();
    const tool = page.getByRole('table', { name: /Northwind Renewables · benchmarks · 2024/ });
    await expect(tool.getByRole('row', { name: /Scope 1 GHG emissions/ })).toContainText('850');
    await tool.getByRole('button', { name: 'Scope 1 GHG emissions' }).click();
    await expect(page.getByRole('dialog')).toContainText('Within Evergreen Capital Partners');
  });

  test('a portfolio company sees itself on the map and is told internal benchmarks are for its investor', async ({
    page,
  }) => {
    await signIn(page, 'pc', '/benchmarking?metric=ghg.scope1');
    await expect(page.getByRole('heading', { level: 1, name: 'Benchmarking' })).toBeVisible();
    await page.getByTestId('map-point-mine:2').hover();
    await expect(page.getByRole('tooltip')).toContainText('Northwind Renewables');
    await page.goto('/internal-benchmarking');
    await expect(page.getByText("Internal benchmarks are for your investor's team.")).toBeVisible();
  });
});
