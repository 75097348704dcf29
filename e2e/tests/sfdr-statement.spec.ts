import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, logIn, test, expectAccessible } from '../fixtures';
import { RESULTS_DIR } from '../server-state';

/**
 * The entity-level PAI statement in the browser (issue 26): on the entity's PAI report the GP reads the
 * statement's sections (prefilled by the platform), writes the Summary, and downloads the statement as PDF
 * and Word; the PDF is read back (pdftotext) and rendered to PNG. Screenshots at 1440 and 390 px.
 */
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();

test.describe('SFDR: the entity PAI statement', () => {
  test.setTimeout(120_000);

  test('a GP writes a section of the statement and downloads it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await logIn(page);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`/pai-published-report?year=${YEAR}`);
    const panel = page.getByRole('region', { name: `Statement on principal adverse impacts ${YEAR}` });
    await expect(panel).toBeVisible({ timeout: 30_000 });

    // The sections of Annex I, prefilled from the platform's data.
    await panel.getByRole('button', { name: 'Summary', exact: true }).click();
    await expect(
      panel.getByText(/considers principal adverse impacts of its investment decisions/),
    ).toBeVisible();
    await expect(panel.getByText('Prefilled').first()).toBeVisible();
    await panel.screenshot({ path: path.join(RESULTS_DIR, 'pai-statement-1440.png') });

    // The GP writes the Summary: version 1.
    const summary = `Evergreen considers principal adverse impacts across both funds (e2e ${Date.now()}).`;
    await panel.getByRole('button', { name: 'Edit Summary' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Summary').fill(summary);
    await editor.getByRole('button', { name: 'Save section' }).click();
    await expect(page.getByText('Section saved')).toBeVisible();
    await expect(panel.getByText(summary)).toBeVisible();
    await expect(panel.getByText('Version 1')).toBeVisible();
    await expectAccessible(page);

    // The PDF: the server's file name, the GP's text in it, the first page rendered to look at.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Statement PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`PAI-Statement-${YEAR}-Evergreen-Capital-Partners.pdf`);
    const pdfPath = path.join(RESULTS_DIR, pdf.suggestedFilename());
    await pdf.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
    expect(text.replace(/\s+/g, ' ')).toContain(summary);
    expect(text).toContain('Page 1 of');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '40',
      '-f',
      '1',
      '-l',
      '1',
      pdfPath,
      path.join(RESULTS_DIR, 'pai-statement-pdf'),
    ]);

    const [word] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Statement Word' }).click(),
    ]);
    expect(word.suggestedFilename()).toBe(`PAI-Statement-${YEAR}-Evergreen-Capital-Partners.docx`);

    // On a phone the panel stacks and stays readable.
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('button', { name: 'Statement PDF' })).toBeVisible();
    await panel.screenshot({ path: path.join(RESULTS_DIR, 'pai-statement-390.png') });
  });
});
