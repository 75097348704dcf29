import { z } from 'zod';

export const userRegisteredV1 = z.object({
  userId: z.number().int().positive(),
  companyId: z.number().int().positive().nullable(),
  role: z.enum(['admin', 'gp', 'lp', 'pc']),
  permission: z.enum(['Contributor', 'Coinvestor', 'Consultant']).nullable(),
  email: z.email(),
  name: z.string(),
});

export const gatewayEvents = {
  'gateway.user.registered.v1': userRegisteredV1,
} as const;
