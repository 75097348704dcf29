import { z } from 'zod';

export const roleSchema = z.enum(['admin', 'gp', 'lp', 'pc']);
export type Role = z.infer<typeof roleSchema>;
export const permissionSchema = z.enum(['Contributor', 'Coinvestor', 'Consultant']);
export type Permission = z.infer<typeof permissionSchema>;

export const PASSWORD_MIN_LENGTH = 6;

export const loginRequestSchema = z
  .object({
    email: z.email({ error: 'Enter a valid email address' }),
    password: z.string().min(1, { error: 'This field is required' }),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the SPA sees it. */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  uid: z.string(),
  name: z.string(),
  email: z.email(),
  role: roleSchema,
  permission: permissionSchema.nullable(),
  companyId: z.number().int().positive().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Claims of the short-lived access token, verified by the gateway and by each service. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  role: roleSchema,
  permission: permissionSchema.nullable(),
  companyId: z.number().int().positive().nullable(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export const SESSION_COOKIE = '__session';
export const SESSION_MAX_AGE_SECONDS = 3600;
export const COMPANY_HEADER = 'x-company-id';
export const CORRELATION_HEADER = 'x-correlation-id';
