import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderHookWithApp } from '@/test/render';
import { childCompany } from '../access-manager.fixture';
import { useInvitedCompanies } from './use-invited-companies';

describe('useInvitedCompanies (access manager)', () => {
  it("lists only the invited companies of the page's kind, none while they load, with the contract's limit", async () => {
    const api = fakeApi(({ path }) =>
      path.startsWith('/company/getChildCompanies/')
        ? {
            data: [
              childCompany(),
              childCompany({ id: 9, name: 'Helios Capital', type: 'gp' }),
              childCompany({ id: 10, name: 'Tidewater Foods' }),
            ],
          }
        : { data: { remainingPC: 7, portfolioCompanies: { limit: 10, used: 3, remaining: 7 } } },
    );
    const { result } = renderHookWithApp(() => useInvitedCompanies(3, 'pc'));
    expect(result.current.companies).toBeUndefined();
    await waitFor(() => expect(result.current.companies).toBeDefined());
    expect(result.current.companies?.map((c) => c.name)).toEqual(['Nordlicht Logistics', 'Tidewater Foods']);
    await waitFor(() => expect(result.current.remaining.data).toEqual({ limit: 10, used: 3, remaining: 7 }));
    expect(api.calls.map((c) => c.path).sort()).toEqual([
      '/company/getChildCompanies/3',
      '/company/getRemainingPortfolioCompanies/3',
    ]);
  });

  it("asks an LP's limit of GP companies, and lists its GP companies", async () => {
    const api = fakeApi(({ path }) =>
      path.startsWith('/company/getChildCompanies/')
        ? { data: [childCompany(), childCompany({ id: 9, name: 'Helios Capital', type: 'gp' })] }
        : { data: { remainingGP: 1, gpCompanies: { limit: 2, used: 1, remaining: 1 } } },
    );
    const { result } = renderHookWithApp(() => useInvitedCompanies(5, 'gp'));
    await waitFor(() => expect(result.current.companies?.map((c) => c.name)).toEqual(['Helios Capital']));
    await waitFor(() => expect(result.current.remaining.data?.remaining).toBe(1));
    expect(api.calls.map((c) => c.path)).toContain('/company/getRemainingGPCompanies/5');
  });
});
