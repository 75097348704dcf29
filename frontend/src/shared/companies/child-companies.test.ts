import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChildCompany } from '@esg/contracts/access-manager';
import { fakeApi } from '@/test/fake-api';
import { getChildCompanies, getPortfolioCompanies } from './child-companies';

const nordlicht: ChildCompany = {
  id: 8,
  name: 'Nordlicht Logistics',
  type: 'pc',
  parent_id: 3,
  contact_email: 'cfo@nordlicht.example',
  contact: { email: 'cfo@nordlicht.example', name: 'Jonas Berg', status: 'invited', userId: 77 },
};
const tidewater: ChildCompany = {
  ...nordlicht,
  id: 10,
  name: 'Tidewater Foods',
  contact_email: 'finance@tidewater.example',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the one getChildCompanies fetcher', () => {
  it("asks for the company's children and returns them as the server sent them", async () => {
    const api = fakeApi(() => ({ data: [nordlicht, tidewater] }));
    expect(await getChildCompanies(3)).toEqual([nordlicht, tidewater]);
    expect(api.calls).toEqual([{ method: 'GET', path: '/company/getChildCompanies/3', body: undefined }]);
  });

  it('gives a picker only the id and the name of each portfolio company', async () => {
    const api = fakeApi(() => ({ data: [nordlicht, tidewater] }));
    expect(await getPortfolioCompanies(5)).toEqual([
      { id: 8, name: 'Nordlicht Logistics' },
      { id: 10, name: 'Tidewater Foods' },
    ]);
    expect(api.calls.map((c) => c.path)).toEqual(['/company/getChildCompanies/5']);
  });

  it('fails on an answer that breaks the contract instead of showing half a company', async () => {
    fakeApi(() => ({ data: [{ id: 'eight' }] }));
    await expect(getPortfolioCompanies(3)).rejects.toThrow();
  });
});
