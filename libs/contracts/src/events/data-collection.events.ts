import { z } from 'zod';

export const companyTypeSchema = z.enum(['gp', 'pc', 'lp', 'admin']);

export const companyRegisteredV1 = z.object({
  companyId: z.number().int().positive(),
  name: z.string().min(1),
  type: companyTypeSchema,
  parentId: z.number().int().positive().nullable(),
});

export const companyUpdatedV1 = z.object({
  companyId: z.number().int().positive(),
  changes: z.record(z.string(), z.unknown()),
});

export const dataCollectionEvents = {
  'data-collection.company.registered.v1': companyRegisteredV1,
  'data-collection.company.updated.v1': companyUpdatedV1,
} as const;
