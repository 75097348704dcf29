import { z } from 'zod';
import { displayNameSchema } from './text';

export const roleSchema = z.enum(['admin', 'gp', 'lp', 'pc']);
export type Role = z.infer<typeof roleSchema>;
/**
 * Contributor, Coinvestor and Consultant are given in the access manager; Auditor only by an auditor's
 * invitation, with its scope, period and end date (issue 27, ADR 0218).
 */
export const permissionSchema = z.enum(['Contributor', 'Coinvestor', 'Consultant', 'Auditor']);
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
export const sessionUserSchema = z.strictObject({
  id: z.number().int().positive(),
  uid: z.string(),
  name: z.string(),
  email: z.email(),
  role: roleSchema,
  permission: permissionSchema.nullable(),
  companyId: z.number().int().positive().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.strictObject({
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

/* ---------------------------------------------------------------------------------------------
 * Accounts: set a password from an invitation, recover and reset it, change it (spec section 5).
 * ------------------------------------------------------------------------------------------- */

export const PASSWORD_TOO_SHORT_MESSAGE = 'Your password must be at least 6 characters long.';
export const PASSWORD_MISMATCH_MESSAGE = 'Your password do not match!';
export const REQUIRED_MESSAGE = 'This field is required';
/** Longest password accepted: argon2 takes any length, but a bound keeps hashing cheap to ask for. */
export const PASSWORD_MAX_LENGTH = 256;

export const newPasswordSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  });

/** One-time tokens of e-mailed links (base64url, 43 characters for 32 random bytes). */
export const accountTokenSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^[\w-]{20,100}$/, { error: 'This link is invalid.' });

const confirmed = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
  }
};

export const setPasswordRequestSchema = z
  .object({
    token: accountTokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: REQUIRED_MESSAGE }),
  })
  .strict()
  .superRefine(confirmed);
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** The reset form behind the recovery link has the same fields as the invitation's. */
export const resetPasswordRequestSchema = setPasswordRequestSchema;
export type ResetPasswordRequest = SetPasswordRequest;

export const recoverPasswordRequestSchema = z
  .object({ email: z.email({ error: 'Enter a valid email address' }).max(320) })
  .strict();
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;
/** The one answer to a recovery request, whether or not the e-mail has an account (no user enumeration). */
export const RECOVER_PASSWORD_MESSAGE =
  'If an account exists for this e-mail, we have sent a link to reset its password.';

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: REQUIRED_MESSAGE })
      .min(1, { error: REQUIRED_MESSAGE })
      .max(PASSWORD_MAX_LENGTH),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: REQUIRED_MESSAGE }),
  })
  .strict()
  .superRefine(confirmed);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/* ---------------------------------------------------------------------------------------------
 * Two-factor authentication (TOTP, RFC 6238: 30 s steps, 6 digits) and the login outcomes.
 * ------------------------------------------------------------------------------------------- */

export const totpCodeSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' });
export const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: 'Enter a recovery code such as ABCDE-12345' });
export const challengeTokenSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^[\w-]{20,100}$/, { error: 'Your sign-in has expired; please log in again' });

/** Login of a user with two-factor enabled: the SPA goes to /two-fa-auth and posts the code to 2fa/verify. */
export const twoFactorRequiredSchema = z.strictObject({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;
/** Login of a user whose company requires two-factor and who has not enrolled: enrol, then confirm. */
export const twoFactorEnrolmentRequiredSchema = z.strictObject({
  twoFactorEnrolmentRequired: z.literal(true),
  challengeToken: z.string(),
});
export type TwoFactorEnrolmentRequired = z.infer<typeof twoFactorEnrolmentRequiredSchema>;

/** What POST auth/login answers: a session (LoginResponse) or one of the two challenges. */
export const loginOutcomeSchema = z.union([
  loginResponseSchema,
  twoFactorRequiredSchema,
  twoFactorEnrolmentRequiredSchema,
]);
export type LoginOutcome = z.infer<typeof loginOutcomeSchema>;
export const isCompletedLogin = (outcome: LoginOutcome): outcome is LoginResponse => 'accessToken' in outcome;

export const twoFactorEnrolRequestSchema = z
  .object({ challengeToken: challengeTokenSchema.optional() })
  .strict();
export type TwoFactorEnrolRequest = z.infer<typeof twoFactorEnrolRequestSchema>;
export const twoFactorEnrolmentSchema = z.strictObject({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: a `data:image/png;base64,` URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorConfirmRequestSchema = z
  .object({ code: totpCodeSchema, challengeToken: challengeTokenSchema.optional() })
  .strict();
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequestSchema>;
export const twoFactorConfirmationSchema = z.strictObject({
  /** Shown once; each works once in place of a code. */
  recoveryCodes: z.array(z.string()),
  /** Present when the enrolment finished a login (challenge token): the session it opened. */
  login: loginResponseSchema.optional(),
});
export type TwoFactorConfirmation = z.infer<typeof twoFactorConfirmationSchema>;

export const twoFactorDisableRequestSchema = z
  .object({
    code: totpCodeSchema.optional(),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((v) => (v.code === undefined) !== (v.password === undefined), {
    error: 'Give either your current code or your password',
  });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

export const twoFactorVerifyRequestSchema = z
  .object({
    challengeToken: challengeTokenSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .strict()
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    error: 'Give either a code or a recovery code',
  });
export type TwoFactorVerifyRequest = z.infer<typeof twoFactorVerifyRequestSchema>;

export const twoFactorPolicyRequestSchema = z.object({ required: z.boolean() }).strict();
export type TwoFactorPolicyRequest = z.infer<typeof twoFactorPolicyRequestSchema>;
export const twoFactorPolicySchema = z.strictObject({
  companyId: z.number().int().positive(),
  required: z.boolean(),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

/* ---------------------------------------------------------------------------------------------
 * Users (spec section 3, User; section 7.4: POST user, PATCH user/{id}).
 * ------------------------------------------------------------------------------------------- */

export const userSchema = z.strictObject({
  id: z.number().int().positive(),
  uid: z.string(),
  name: z.string(),
  email: z.email(),
  role: roleSchema,
  permission: permissionSchema.nullable(),
  /** The user's own company. */
  company_id: z.number().int().positive().nullable(),
  /** The company whose workplace an admin is visiting (spec 2.3 'Back To Admin'), else null. */
  visiting_company_id: z.number().int().positive().nullable(),
  /** True for the company's primary user (the contact who registered it). */
  primary: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** False until an invited user has set a password. */
  active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userByUidRequestSchema = z.object({ uid: z.string().min(1).max(100) }).strict();
export type UserByUidRequest = z.infer<typeof userByUidRequestSchema>;

export const updateUserRequestSchema = z
  .object({ companyId: z.number().int().positive().nullable() })
  .strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const PROFILE_NAME_MAX_LENGTH = 100;

/** PATCH user/me: the signed-in user's own name (trimmed, 1-100 characters); the e-mail is the login and stays. */
export const updateProfileRequestSchema = z
  .object({
    name: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: REQUIRED_MESSAGE })
      .max(PROFILE_NAME_MAX_LENGTH, {
        error: `Your name must be at most ${PROFILE_NAME_MAX_LENGTH} characters long.`,
      }),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const inviteUserRequestSchema = z
  .object({
    name: displayNameSchema(200, REQUIRED_MESSAGE),
    email: z.email({ error: 'Enter a valid email address' }).max(320),
    role: roleSchema,
    permission: permissionSchema.nullable().optional(),
    companyId: z.number().int().positive(),
  })
  .strict();
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;
