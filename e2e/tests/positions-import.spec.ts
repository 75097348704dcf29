import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { choose, shownDate } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * Positions import (issue 9): Evergreen's GP imports a quarter end's positions of Fund II (which
 * holds Northwind only) from a CSV. The first file has two refused rows: nothing is recorded and both
 * are listed with their reasons; the corrected file is recorded. The quarter end is the oldest one
 * offered, so the other browser tests' figures (latest quarters) stay as seeded.
 * Screenshots: test-results/e2e/positions-import-*.png.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, `positions-import-${name}.png`, { fullPage: true });

/** The eighth quarter end on or before today: the oldest the import offers. */
function oldestOfferedQuarterEnd(): string {
  const today = new Date().toISOString().slice(0, 10);
  const ends: string[] = [];
  for (let year = Number(today.slice(0, 4)); ends.length < 8; year--)
    for (const day of ['12-31', '09-30', '06-30', '03-31'])
      if (`${year}-${day}` <= today && ends.length < 8) ends.push(`${year}-${day}`);
  return ends[7];
}

const csv = (lines: string[]) => ({
  name: 'fund-ii-positions.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\n')}\n`),
});

test.describe('positions import (issue 9)', () => {
  test.setTimeout(90_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('a GP imports positions from a CSV: all or nothing, every refused row named', async ({ page }) => {
    const date = oldestOfferedQuarterEnd();
    await signIn(page, 'gp', '/fundManager?fund=2');
    await expect(
      page.getByRole('heading', { name: 'Positions of Evergreen Climate Transition Fund II' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Import from file' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Import positions of Evergreen Climate Transition Fund II',
    });
    await choose(dialog, 'Quarter end', shownDate(date));
    await dialog.getByLabel('All investments (EUR)').fill('2000000');
    await dialog
      .getByLabel('Positions file', { exact: true })
      .setInputFiles(
        csv([
          'company,instrument,value,outstanding,country',
          'Northwind Renewables,Unlisted equity,"1,500,000",,',
          'Atlas Logistics,unlisted_equity,100000,,',
          'Northwind Renewables,business_loan,250000,,',
        ]),
      );
    await dialog.getByRole('button', { name: 'Import positions' }).click();
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await expect(dialog.getByText('Nothing was recorded')).toBeVisible();
    await expect(refused.getByRole('row', { name: /Atlas Logistics/ })).toContainText(
      'is not held by Evergreen Climate Transition Fund II',
    );
    await expect(refused.getByRole('row')).toHaveCount(3); // header + two refused rows
    await shot(page, '01-refused');

    await dialog
      .getByLabel('Positions file', { exact: true })
      .setInputFiles(
        csv([
          'company,instrument,value,outstanding,country',
          'Northwind Renewables,Unlisted equity,"1,500,000",,',
          'Northwind Renewables,business_loan,250000,300000,',
        ]),
      );
    await dialog.getByRole('button', { name: 'Import positions' }).click();
    await expect(dialog).toHaveCount(0);
    const positions = page.getByRole('table', { name: `Positions on ${shownDate(date)}` });
    await expect(positions.getByRole('row', { name: /Northwind Renewables/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sum of positions' })).toContainText('€1,750,000');
    await shot(page, '02-imported');
  });
});
