import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentValue } from '@esg/contracts/data-collection/index';
import { authStore } from '@/lib/auth-store';
import { renderHookWithApp } from '@/test/render';
import { useAutosave } from './use-autosave';

const PATH = '/responses/7/values/energy.consumption_total';

function value(overrides: Partial<CurrentValue>): CurrentValue {
  return {
    valueVersionId: 'v-1',
    version: 1,
    revision: 1,
    value: 1,
    unit: 'MWh',
    rawValue: 1,
    rawUnit: 'MWh',
    exchangeRate: null,
    status: 'provided',
    reason: null,
    quality: null,
    dataQualityScore: null,
    comment: null,
    evidence: [],
    source: { kind: 'entered', calculationId: null, calculationType: null, importId: null },
    authorId: 4,
    authorName: 'Priya Chen',
    createdAt: '2026-11-29T11:42:00.000Z',
    changeReason: null,
    warnings: [],
    warningsConfirmed: false,
    review: null,
    ...overrides,
  };
}

type Reply = { status: number; body: unknown } | 'offline';

/** `fetch` answered in turn by `replies` (the last one repeats); each request's body is recorded. */
function stubFetch(replies: Reply[]) {
  const bodies: Array<Record<string, unknown>> = [];
  vi.spyOn(authStore, 'accessToken').mockReturnValue('test-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      expect([init.method, String(url)]).toEqual(['PUT', `/api${PATH}`]);
      bodies.push(JSON.parse(init.body as string) as Record<string, unknown>);
      const reply = replies[Math.min(bodies.length - 1, replies.length - 1)];
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { bodies };
}

const saved = (v: CurrentValue) => ({
  status: 200,
  body: {
    data: { metricCode: 'energy.consumption_total', value: v, warnings: [], responseStatus: 'in_progress' },
  },
});

const render = (serverRevision = 0) =>
  renderHookWithApp(() =>
    useAutosave({
      responseId: 7,
      metricCode: 'energy.consumption_total',
      serverRevision,
      debounceMs: 40,
      retryDelaysMs: [60],
    }),
  );

describe('useAutosave (the questionnaire saves as the user types)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves once after a pause in typing, the last edit, as a draft naming the revision it started from', async () => {
    const { bodies } = stubFetch([saved(value({ value: 123, revision: 4 }))]);
    const { result } = render(3);
    act(() => {
      result.current.edit({ status: 'provided', value: 1 });
      result.current.edit({ status: 'provided', value: 12 });
      result.current.edit({ status: 'provided', value: 123 });
    });
    expect(result.current.state).toEqual({ kind: 'pending' });
    expect(result.current.dirty).toBe(true);
    expect(bodies).toEqual([]);
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(bodies).toEqual([{ status: 'provided', value: 123, draft: true, baseRevision: 3 }]);
    expect(result.current.dirty).toBe(false);

    // The next edit starts from the revision the server answered.
    act(() => result.current.edit({ status: 'provided', value: 1234 }));
    act(() => result.current.flush());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ value: 1234, baseRevision: 4 });
  });

  it('keeps the edit through a failed network and sends it again until it is saved', async () => {
    const { bodies } = stubFetch(['offline', saved(value({ value: 50, revision: 1 }))]);
    const { result } = render(0);
    act(() => result.current.edit({ status: 'provided', value: 50 }));
    await waitFor(() => expect(result.current.state.kind).toBe('failed'));
    expect(result.current.state).toMatchObject({
      kind: 'failed',
      reason: 'Could not reach the server. Check your connection and try again.',
      retryIn: 60,
    });
    expect(result.current.dirty).toBe(true);
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(bodies).toEqual([
      { status: 'provided', value: 50, draft: true, baseRevision: 0 },
      { status: 'provided', value: 50, draft: true, baseRevision: 0 },
    ]);
  });

  it('says why the server refused a value and sends it again only on Retry or a new edit', async () => {
    const refused = {
      status: 422,
      body: {
        statusCode: 422,
        code: 'VALUE.UNPROCESSABLE',
        message: 'energy.consumption_total must be at least 0 [rule min]',
        details: {
          errors: [
            {
              metricCode: 'energy.consumption_total',
              rule: 'min',
              message: 'Must be at least 0',
              limits: {},
            },
          ],
        },
      },
    };
    const { bodies } = stubFetch([refused, saved(value({ value: 5 }))]);
    const { result } = render(0);
    act(() => result.current.edit({ status: 'provided', value: -5 }));
    await waitFor(() => expect(result.current.state.kind).toBe('refused'));
    expect(result.current.state).toMatchObject({ issues: [{ message: 'Must be at least 0' }] });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(bodies).toHaveLength(1);
    act(() => result.current.edit({ status: 'provided', value: 5 }));
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(bodies).toHaveLength(2);
  });

  it("stops at a conflict with the other person's value and saves mine only when I keep it", async () => {
    const theirs = value({
      valueVersionId: 'v-2',
      version: 2,
      revision: 6,
      value: 1350,
      authorId: 42,
      authorName: 'Noah Berg',
    });
    const conflict = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'VALUE.CONFLICT',
        message:
          'energy.consumption_total was saved by Noah Berg at 11:42 UTC on 2026-11-29 since you started editing it',
        details: { metricCode: 'energy.consumption_total', baseRevision: 5, theirs },
      },
    };
    const { bodies } = stubFetch([conflict, saved(value({ value: 1210, version: 3, revision: 7 }))]);
    const { result } = render(5);
    act(() => result.current.edit({ status: 'provided', value: 1210 }));
    await waitFor(() => expect(result.current.state.kind).toBe('conflict'));
    expect(result.current.state).toMatchObject({
      kind: 'conflict',
      theirs: { value: 1350, authorName: 'Noah Berg' },
    });
    // Further typing during a conflict is kept but not sent: nothing is overwritten before the choice.
    act(() => result.current.edit({ status: 'provided', value: 1215 }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(bodies).toHaveLength(1);
    expect(result.current.state.kind).toBe('conflict');

    act(() => result.current.keepMine());
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(bodies[1]).toEqual({ status: 'provided', value: 1215, draft: true, baseRevision: 6 });
  });

  it("takes the other person's value: the edit is dropped and nothing is sent", async () => {
    const theirs = value({ version: 2, revision: 6, value: 1350, authorName: 'Noah Berg' });
    const { bodies } = stubFetch([
      {
        status: 409,
        body: {
          statusCode: 409,
          code: 'VALUE.CONFLICT',
          message: 'saved by Noah Berg',
          details: { metricCode: 'energy.consumption_total', baseRevision: 5, theirs },
        },
      },
    ]);
    const { result } = render(5);
    act(() => result.current.edit({ status: 'provided', value: 1210 }));
    await waitFor(() => expect(result.current.state.kind).toBe('conflict'));
    let taken: CurrentValue | null = null;
    act(() => {
      taken = result.current.takeTheirs();
    });
    expect(taken).toMatchObject({ value: 1350 });
    expect(result.current.state).toEqual({ kind: 'clean' });
    expect(result.current.dirty).toBe(false);
    // The next edit starts from their revision.
    act(() => result.current.edit({ status: 'provided', value: 1400 }));
    act(() => result.current.flush());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ value: 1400, baseRevision: 6 });
  });

  it('warns before the page is left while an edit is unsaved', async () => {
    stubFetch([saved(value({ value: 2 }))]);
    const { result } = render(0);
    const unsaved = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unsaved()).toBe(false);
    act(() => result.current.edit({ status: 'provided', value: 2 }));
    expect(unsaved()).toBe(true);
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(unsaved()).toBe(false);
  });
});
