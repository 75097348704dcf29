import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';
import { publishResponse } from '../support/ui';

/*
 * Issue 8, the whole data collection flow in Chromium, two people at once: Grace Parker (gp,
 * Evergreen) asks Northwind Renewables for its 2022 ESG data; Priya Chen (pc, Northwind) answers it,
 * one value is refused with the rule it broke and nothing typed is lost, she submits; Grace, whose
 * list updates live, returns one value with a comment; Priya corrects it and submits again; Grace
 * accepts and publishes; the published page shows the value with its provenance, read-only.
 * The response is the test's own (a period the demo data does not use): the demo's open 2025
 * response, which other tests read, stays as seeded.
 */

const PERIOD = '2022';
/** The value the flow enters by hand (required, at least 0 FTE, at most the company's FTE). */
const METRIC = 'soc.fte_female';

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('data-collection', `${name}.png`), { fullPage: true });

interface MetricValue {
  code: string;
  required: boolean;
  applies: boolean;
  value: {
    status: string;
    rawValue: unknown;
    rawUnit: string | null;
    value: unknown;
    reason: string | null;
  } | null;
}
interface Section {
  metrics: MetricValue[];
  sections: Section[];
}
const metricsOf = (s: Section): MetricValue[] => [...s.metrics, ...s.sections.flatMap(metricsOf)];

async function apiAs(request: APIRequestContext, who: 'pc' | 'gp') {
  const login = await request.post('/api/auth/login', { data: demoUser(who) });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Evergreen asks Northwind for its ESG data of PERIOD; answers the new response's id. */
async function requestData(request: APIRequestContext): Promise<number> {
  const asked = await request.post('/api/responses', {
    headers: await apiAs(request, 'gp'),
    data: { companyId: 2, standardId: 1, period: PERIOD, dueDate: '2027-01-31' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return ((await asked.json()) as { data: { id: number } }).data.id;
}

/**
 * Northwind answers most of it like 2024 (response 3): every required value but METRIC is copied from
 * the published 2024 response, through the API the screen uses.
 */
async function answerLikeLastYear(request: APIRequestContext, responseId: number) {
  const headers = await apiAs(request, 'pc');
  const read = async (id: number) =>
    (
      (await (await request.get(`/api/responses/${id}`, { headers })).json()) as {
        data: { sections: Section[] };
      }
    ).data.sections.flatMap(metricsOf);
  const lastYear = new Map((await read(3)).map((m) => [m.code, m.value]));
  for (const metric of await read(responseId)) {
    if (!metric.required || !metric.applies || metric.value || metric.code === METRIC) continue;
    const previous = lastYear.get(metric.code);
    if (!previous) continue;
    const body =
      previous.status === 'provided'
        ? {
            value: previous.rawValue ?? previous.value,
            ...(previous.rawUnit ? { unit: previous.rawUnit } : {}),
          }
        : { status: previous.status, reason: previous.reason ?? 'As in 2024' };
    const saved = await request.put(`/api/responses/${responseId}/values/${metric.code}`, {
      headers,
      data: body,
    });
    expect(saved.status(), `${metric.code}: ${await saved.text()}`).toBe(200);
  }
}

test.describe('data collection from request to publication (issue 8)', () => {
  test('a portfolio company answers, the GP returns a value, the company corrects it, the GP publishes', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const responseId = await requestData(request);
    await answerLikeLastYear(request, responseId);

    const pcContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
    const gpContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
    const pc = await pcContext.newPage();
    const gp = await gpContext.newPage();
    await signIn(pc, 'pc');
    await signIn(gp, 'gp');

    // Grace watches her portfolio's responses.
    await gp.goto(`/data-responses?period=${PERIOD}`);
    const gpRow = gp.getByRole('row').filter({ hasText: 'Northwind Renewables' }).filter({ hasText: 'ESG' });
    await expect(gpRow.getByText('Status: In progress')).toBeVisible();

    // Priya opens the questionnaire and the section of the missing value.
    await pc.goto(`/collect-data?responseId=${responseId}`);
    await expect(
      pc.getByRole('heading', { level: 1, name: `Northwind Renewables · ESG ${PERIOD}` }),
    ).toBeVisible();
    await pc
      .getByRole('navigation', { name: 'Required answered' })
      .getByRole('button', { name: /^Social/ })
      .click();
    const field = pc.locator(`[data-metric="${METRIC}"]`);
    const input = field.getByRole('textbox').first();

    // A negative headcount is refused with the rule when it is autosaved; the typed value stays.
    await input.fill('-12');
    await expect(field.getByText(/must be at least 0/).first()).toBeVisible();
    await expect(input).toHaveValue('-12');
    await expect(field.getByText(/^Not saved: /)).toBeVisible();
    await shot(pc, '01-value-refused');

    await input.fill('35');
    await expect(field.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
    await expect(field.getByText(/must be at least 0/)).toBeHidden();
    await expect(field.getByRole('button', { name: /History of/ })).toHaveText('v1');

    // Submit for review, confirmed.
    await pc.getByRole('button', { name: 'Submit for review' }).click();
    await pc.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
    await expect(pc.getByText('Waiting for review')).toBeVisible();
    await shot(pc, '02-submitted');

    // Grace's open list follows without a reload (live update).
    await expect(gpRow.getByText('Status: Submitted')).toBeVisible();
    await shot(gp, '03-gp-list-live');

    // Grace accepts everything but returns the headcount with a comment.
    await gpRow.getByRole('link', { name: /^Review / }).click();
    await expect(
      gp.getByRole('heading', { level: 1, name: `Northwind Renewables · ESG ${PERIOD}` }),
    ).toBeVisible();
    await gp.getByRole('button', { name: 'Accept all without a verdict' }).click();
    const decision = gp.getByRole('radiogroup', { name: /^Decision on Female full-time/ });
    await decision.getByText('Return').click();
    await gp
      .getByRole('button', { name: /^Save review/ })
      .first()
      .click();
    await expect(gp.getByText('A returned value needs a comment')).toBeVisible();
    await gp
      .getByRole('textbox', { name: /^Comment on Female full-time/ })
      .fill('Use the year-end headcount: 38');
    await shot(gp, '04-gp-review');
    await gp
      .getByRole('button', { name: /^Save review/ })
      .first()
      .click();
    await expect(gp.getByText('Returned for changes').first()).toBeVisible();

    // Priya sees the comment (live), corrects the value and submits again.
    await expect(pc.getByText('Returned for changes').first()).toBeVisible();
    await pc
      .getByRole('navigation', { name: 'Required answered' })
      .getByRole('button', { name: /^Social/ })
      .click();
    await expect(field.getByText('Use the year-end headcount: 38')).toBeVisible();
    await shot(pc, '05-returned');
    await input.fill('38');
    await expect(field.getByText(/^Saved at /)).toBeVisible();
    await expect(field.getByRole('button', { name: /History of/ })).toHaveText('v2');
    await pc.getByRole('button', { name: 'Submit for review' }).click();
    await pc.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
    await expect(pc.getByText('Waiting for review')).toBeVisible();

    // Grace accepts the corrected value and publishes.
    await expect(gp.getByText('1 value without a verdict.', { exact: false })).toBeVisible();
    await gp.getByRole('button', { name: 'Accept all without a verdict' }).click();
    await gp
      .getByRole('button', { name: /^Save review/ })
      .first()
      .click();
    await expect(gp.getByText('Every value is accepted')).toBeVisible();
    await publishResponse(gp, responseId);

    // The published page shows the value with who entered it, its version and the review.
    await gp.goto(`/published-data?responseId=${responseId}`);
    // Users read the metric's name, not its code (issue 29): the row is found by its name.
    const published = gp.getByRole('row').filter({ hasText: 'Female full-time equivalents at year end' });
    await expect(published).toContainText('38 FTE');
    await expect(published).toContainText('Priya Chen');
    await expect(published).toContainText('version 2');
    await expect(published).toContainText('accepted');
    await shot(gp, '06-published');

    // Published Data's list holds published responses only (issue 29: it listed requested and in-progress
    // responses under "Published responses, locked"); the other statuses are on Data Responses.
    await gp.goto('/published-data');
    const listed = gp.getByRole('main');
    await expect(listed.getByText('Status: Published', { exact: false }).first()).toBeVisible();
    for (const other of ['Requested', 'In progress', 'Submitted', 'Returned for changes', 'Accepted'])
      await expect(listed.getByText(`Status: ${other}`, { exact: false })).toHaveCount(0);

    // For Priya the period is locked: no field to edit any more.
    await expect(pc.getByText('Published: the period is locked')).toBeVisible();
    await expect(pc.locator(`[data-metric="${METRIC}"]`).getByRole('textbox')).toHaveCount(0);
    await shot(pc, '07-locked');

    await pcContext.close();
    await gpContext.close();
  });
});
