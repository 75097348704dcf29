import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

export interface RegisteredCompany {
  companyName: string;
  contactName: string;
  email: string;
}

/** POST /api/company/register-company: a new GP or LP whose contact is mailed an invitation. */
export async function registerCompany(
  request: APIRequestContext,
  companyType: 'gp' | 'lp',
): Promise<RegisteredCompany> {
  const suffix = randomUUID().slice(0, 8);
  const company = {
    companyName: `E2E ${companyType.toUpperCase()} Partners ${suffix}`,
    contactName: `Erin Tester ${suffix}`,
    email: `${companyType}-${suffix}@e2e.test`,
  };
  const response = await request.post('/api/company/register-company', { data: { ...company, companyType } });
  expect(response.status(), 'POST /api/company/register-company').toBe(201);
  return company;
}

/** The set-password link (path and query) of the invitation, or registration confirmation, mailed to `email`. */
export async function invitationLink(email: string): Promise<string> {
  return linkIn(await waitForMail(email, /invited|confirm your e-mail/i), '/set-password');
}

/** A registered company whose contact has set a password through the API: ready to log in. */
export async function activeAccount(request: APIRequestContext, companyType: 'gp' | 'lp') {
  const company = await registerCompany(request, companyType);
  const token = new URL(await invitationLink(company.email), 'http://x').searchParams.get('token');
  const password = 'e2e-password';
  const response = await request.post('/api/auth/set-password', {
    data: { token, password, confirmPassword: password },
  });
  expect(response.status(), 'POST /api/auth/set-password').toBe(200);
  return { ...company, password };
}
