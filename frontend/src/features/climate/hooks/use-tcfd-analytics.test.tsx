import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@esg/contracts/auth';
import { authStore } from '@/lib/auth-store';
import { fakeApi } from '@/test/fake-api';
import { renderHookWithApp } from '@/test/render';
import { canStartTcfd, useTcfdAnalytics } from './use-tcfd-analytics';

const pcUser: SessionUser = {
  id: 21,
  uid: 'u-21',
  name: 'Jonas Berg',
  email: 'jonas.berg@nordlicht.example',
  role: 'pc',
  permission: null,
  companyId: 8,
};

describe('canStartTcfd', () => {
  it("lets a company's own pc and gp users start its questionnaire, not Contributors or other viewers", () => {
    expect(canStartTcfd({ role: 'pc', permission: null }, true)).toBe(true);
    expect(canStartTcfd({ role: 'gp', permission: 'Coinvestor' }, true)).toBe(true);
    expect(canStartTcfd({ role: 'pc', permission: 'Contributor' }, true)).toBe(false);
    expect(canStartTcfd({ role: 'lp', permission: null }, true)).toBe(false);
    // An investor looking at a portfolio company's questionnaire.
    expect(canStartTcfd({ role: 'gp', permission: null }, false)).toBe(false);
  });
});

describe('useTcfdAnalytics (TCFD analytics page)', () => {
  beforeEach(() => authStore.signIn({ accessToken: 'test-token', expiresIn: 900, user: pcUser }));
  // Unmounted first: signed out, a mounted page would throw (useCurrentUser).
  afterEach(() => {
    cleanup();
    authStore.signOut('signed-out');
  });

  it('shows a company user its own company, opens the Error dialog once for a failed load and retries that load', async () => {
    let fail = true;
    const api = fakeApi(() =>
      fail
        ? { status: 503, code: 'DATA_COLLECTION.UNAVAILABLE', message: 'Data collection is not answering.' }
        : { data: [] },
    );
    const { result } = renderHookWithApp(() => useTcfdAnalytics(undefined, undefined));
    expect(result.current.company).toMatchObject({ companyId: 8, isOwn: true, investor: false });
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(result.current.errorOpen).toBe(true);
    expect(result.current.loading).toBe(false);

    // Closed, it stays closed for this failure.
    act(() => result.current.closeError());
    expect(result.current.errorOpen).toBe(false);

    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.failure).toBeNull());
    expect(result.current.errorOpen).toBe(false);
    expect(result.current.responses.data).toEqual([]);
    expect(result.current.chosen).toBeNull();
    // A company user is never sent to "the newest questionnaire of the portfolio": only its own list is read.
    expect(api.calls.map((c) => c.path)).toEqual([
      '/responses?companyId=8&standardId=2&perPage=100',
      '/responses?companyId=8&standardId=2&perPage=100',
    ]);
  });
});
