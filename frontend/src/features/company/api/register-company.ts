import { useMutation } from '@tanstack/react-query';
import type { RegisterCompanyRequest } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

/** POST /api/company/register-company (public): a new GP or LP; its contact is mailed an invitation. */
export async function registerCompany(request: RegisterCompanyRequest): Promise<string> {
  const { message } = await apiClient.post('/company/register-company', request, { anonymous: true });
  return message ?? 'Thank you for registering. Check your e-mail for a link to set your password.';
}

export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}
