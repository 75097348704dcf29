import type { Locator, Page } from '@playwright/test';
import { demoUser, expect, expectAccessible, signedInPage, test } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * Comment threads per value (issue 27 item 4, ADR 0213), two people at two computers: Northwind's user has its
 * ESG 2025 questionnaire open; Evergreen's GP opens the discussion of Scope 1 beside the value on the review
 * screen, asks a question mentioning her; her page shows the comment count without a reload, she opens the
 * discussion, answers, and resolves it, each seen live on the GP's open drawer. Again at 390 px.
 * Screenshots (with E2E_SCREENSHOTS=1): test-results/e2e/threads-*.png.
 */

const METRIC = 'ghg.scope1';
const shot = (page: Page, name: string) => screenshot(page, `threads-${name}.png`);

async function northwindEsg2025(page: Page): Promise<{ responseId: number; token: string }> {
  const login = await page.context().request.post('/api/auth/login', { data: demoUser('pc') });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const list = (await (
    await page.context().request.get('/api/responses?companyId=2&standardId=1&period=2025', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: Array<{ id: number; status: string }> };
  return { responseId: list.data.find((r) => r.status === 'in_progress')!.id, token };
}

async function questionnaireField(page: Page): Promise<Locator> {
  const field = page.locator(`[data-metric="${METRIC}"]`);
  if (!(await field.isVisible())) {
    await page
      .getByRole('navigation', { name: 'Required answered' })
      .getByRole('button', { name: /^EDCI core metrics/ })
      .first()
      .click();
  }
  await expect(field).toBeVisible();
  return field;
}

test.describe('comment threads per value (issue 27)', () => {
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('the GP asks beside the value, the company sees it live, answers and resolves', async ({
    browser,
  }) => {
    const question = `@Priya Chen is this the audited Scope 1 figure? (${Date.now()})`;
    const answer = 'Yes: the audited annual report, page 2.';

    // The company has its questionnaire open before anyone writes.
    const pc = await signedInPage(browser, 'pc', { landing: false, viewport: { width: 1440, height: 1000 } });
    const { responseId, token } = await northwindEsg2025(pc);
    await pc.goto(`/collect-data?responseId=${responseId}`);
    const field = await questionnaireField(pc);
    const pcButton = field.getByRole('button', { name: /^Discussion of Scope 1/ });
    await expect(pcButton).toBeVisible();
    const before = (await pcButton.getAttribute('aria-label')) ?? '';

    // The GP writes beside the value on the review screen, mentioning her.
    const gp = await signedInPage(browser, 'gp', {
      landing: `/review-contributor-response?responseId=${responseId}`,
      viewport: { width: 1440, height: 1000 },
    });
    const row = gp
      .getByRole('table', { name: 'Values to review' })
      .getByRole('row')
      .filter({ has: gp.getByRole('rowheader', { name: /^Scope 1/ }) })
      .first();
    await row.getByRole('button', { name: /^Discussion of Scope 1/ }).click();
    const gpDrawer = gp.getByRole('dialog', { name: /^Discussion: Scope 1/ });
    await expect(gpDrawer).toBeVisible();
    await gpDrawer.getByRole('textbox', { name: 'Your comment' }).fill(question);
    await gpDrawer.getByRole('button', { name: 'Post comment' }).click();
    await expect(gpDrawer.getByText(question.replace('@Priya Chen ', ''), { exact: false })).toBeVisible();
    await expect(gpDrawer.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    await shot(gp, '01-review-drawer-1440');

    // The company's open page shows the new count without a reload, and the question with its mention.
    await expect(pcButton).not.toHaveAttribute('aria-label', before);
    await expect(pcButton).toHaveAttribute('aria-label', /comments?$/);
    await pcButton.click();
    const pcDrawer = pc.getByRole('dialog', { name: /^Discussion: Scope 1/ });
    const asked = pcDrawer.getByRole('article').filter({ hasText: question.replace('@Priya Chen ', '') });
    await expect(asked).toBeVisible();
    await expect(asked.locator('strong', { hasText: '@Priya Chen' })).toBeVisible();
    await expect(asked).toContainText('Grace Parker');
    await expect(asked).toContainText('Investor');
    await expectAccessible(pc);
    await asked.getByRole('button', { name: 'Reply' }).click();
    await expect(pcDrawer.getByText('Replying to Grace Parker')).toBeVisible();
    await pcDrawer.getByRole('textbox', { name: 'Your reply' }).fill(answer);
    await pcDrawer.getByRole('button', { name: 'Post reply' }).click();
    await expect(pcDrawer.getByRole('article').filter({ hasText: answer })).toBeVisible();
    await shot(pc, '02-questionnaire-drawer-1440');

    // The GP's open drawer shows the answer live; the company resolves, the GP sees it resolved.
    await expect(gpDrawer.getByRole('article').filter({ hasText: answer })).toBeVisible();
    await pcDrawer.getByRole('button', { name: 'Resolve discussion' }).click();
    await expect(pcDrawer.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(gpDrawer.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(gpDrawer.getByText(/Priya Chen resolved the discussion/)).toBeVisible();
    await expect(gpDrawer.getByRole('button', { name: 'Reopen discussion' })).toBeVisible();
    await shot(gp, '03-review-resolved-1440');
    await gp.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: /^Discussion of Scope 1.*resolved$/ })).toBeVisible();

    // Priya's bell names the mention and opens the discussion from its link.
    await pc.keyboard.press('Escape');
    const notifications = await pc
      .context()
      .request.get('/api/notifications?perPage=50', { headers: { authorization: `Bearer ${token}` } });
    const mine = ((await notifications.json()) as { data: Array<{ message: string; link: string }> }).data;
    const mention = mine.find((n) => n.message.includes('mentioned you on Scope 1 GHG emissions'));
    expect(mention?.link).toBe(`/collect-data?responseId=${responseId}&thread=${METRIC}`);

    // On a phone: the link opens the questionnaire with the discussion open; the drawer fits.
    await pc.setViewportSize({ width: 390, height: 844 });
    await pc.goto(mention!.link);
    // The link names the value: its field opens its discussion once the field's section is shown.
    await questionnaireField(pc);
    const phoneDrawer = pc.getByRole('dialog', { name: /^Discussion: Scope 1/ });
    await expect(phoneDrawer.getByRole('article').filter({ hasText: answer })).toBeVisible();
    await shot(pc, '04-questionnaire-drawer-390');
    await phoneDrawer.getByRole('button', { name: 'Reopen discussion' }).click();
    await expect(phoneDrawer.getByRole('button', { name: 'Resolve discussion' })).toBeVisible();
    await gp.setViewportSize({ width: 390, height: 844 });
    await row.getByRole('button', { name: /^Discussion of Scope 1/ }).scrollIntoViewIfNeeded();
    await shot(gp, '05-review-390');
    await gp.context().close();
    await pc.context().close();
  });
});
