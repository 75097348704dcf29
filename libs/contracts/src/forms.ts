import { z } from 'zod';
import {
  createActionPlanRequestSchema,
  createChangeRequestRequestSchema,
  createRecommendationRequestSchema,
  progressTagSchema,
  signOffPlanRequestSchema,
} from './action-plans';
import { registerCompanyRequestSchema } from './data-collection';
import {
  changePasswordRequestSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  recoveryCodeSchema,
  REQUIRED_MESSAGE,
  totpCodeSchema,
} from './auth';

/*
 * The SPA's forms, validated by the rules of the request schemas they send (issue 15: one rule,
 * stated once, used by the SPA and the server). A form holds what its inputs hold (text, a select's
 * chosen value or null, a date as YYYY-MM-DD or null); each schema here reads those values with the
 * request's own field schemas and turns them into the request body, so `schema.parse(values)` is
 * what is sent. Messages are the spec's (section 5): 'This field is required', the password rules.
 */

const EMAIL_MESSAGE = 'Enter a valid email address';

/** Text that must be filled in: the spec's message, then the request field's own rules. */
const requiredText = <T extends z.ZodType<string, string>>(field: T) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).pipe(field);

/** A select's value (null or '' while nothing is chosen) read as the number the request wants. */
const chosenNumber = <T extends z.ZodType<number, number>>(field: T) =>
  z
    .union([z.string(), z.number(), z.null()], { error: REQUIRED_MESSAGE })
    .refine((v) => v !== null && v !== '', { error: REQUIRED_MESSAGE })
    .transform((v) => Number(v))
    .pipe(field);

/** A select's value that may stay empty (null in the request). */
const optionalNumber = z
  .union([z.string(), z.number(), z.null()])
  .transform((v) => (v === null || v === '' ? null : Number(v)));

/** A required choice among codes. */
const chosen = <T extends z.ZodType<string, string>>(field: T) =>
  z
    .union([z.string(), z.null()], { error: REQUIRED_MESSAGE })
    .refine((v) => v !== null && v !== '', { error: REQUIRED_MESSAGE })
    .transform((v) => v as string)
    .pipe(field);

/* ---- Sign-in ------------------------------------------------------------------------------- */

/** An e-mail field: required first (the spec's message for an empty field), then a valid address. */
const requiredEmail = z
  .string()
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(320));

/** /recover-password: the account's e-mail. */
export const recoverPasswordFormSchema = z.object({ email: requiredEmail });

/** /register-company: every field required; the type is a choice between GP and LP. */
export const registerCompanyFormSchema = z.object({
  companyName: requiredText(registerCompanyRequestSchema.shape.companyName),
  companyType: chosen(registerCompanyRequestSchema.shape.companyType),
  contactName: requiredText(registerCompanyRequestSchema.shape.contactName),
  email: requiredEmail,
});

/**
 * The login form (spec 5): both fields required, a valid e-mail, a password of at least 6
 * characters. The server asks only for a non-empty password (an account's older password still
 * signs in); the form applies the spec's rule to what is typed.
 */
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  password: z
    .string()
    .min(1, { error: REQUIRED_MESSAGE })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** A new password and its confirmation (set-password, reset and change): required, then equal. */
const confirmation = z.string().min(1, { error: REQUIRED_MESSAGE });
const matching = (value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (value.confirmPassword !== '' && value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
};

/** /set-password and the recovery link's form (the token travels beside it). */
export const newPasswordFormSchema = z
  .object({
    password: z.string().min(1, { error: REQUIRED_MESSAGE }).pipe(newPasswordSchema),
    confirmPassword: confirmation,
  })
  .superRefine(matching);

/** /change-password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordRequestSchema.shape.currentPassword,
    password: z.string().min(1, { error: REQUIRED_MESSAGE }).pipe(newPasswordSchema),
    confirmPassword: confirmation,
  })
  .superRefine(matching);

/** A code from the authenticator app (enrolment, login, turning two-factor off). */
export const totpCodeFormSchema = z.object({ code: requiredText(totpCodeSchema) });
/** One of the recovery codes shown at enrolment, in place of a code. */
export const recoveryCodeFormSchema = z.object({ recoveryCode: requiredText(recoveryCodeSchema) });
/** Turning two-factor off from My Account: the current password. */
export const passwordConfirmFormSchema = z.object({
  password: z.string().min(1, { error: REQUIRED_MESSAGE }).max(PASSWORD_MAX_LENGTH),
});

/* ---- Action plans -------------------------------------------------------------------------- */

const plan = createActionPlanRequestSchema.shape;

/** The fields a plan is created with (the create page and the related-plan dialog). */
export const planFieldsFormSchema = z.object({
  title: requiredText(plan.title),
  description: plan.description,
  reportingCycle: chosen(plan.reportingCycle),
  year: chosenNumber(plan.year),
  facilityIds: z.array(z.string()).transform((ids) => ids.map(Number)),
});
export type PlanFieldsFormValues = z.input<typeof planFieldsFormSchema>;

/** /action-plans/create: a portfolio company and the plan's fields. */
export const createPlanFormSchema = planFieldsFormSchema.extend({
  portfolioCompanyId: chosenNumber(plan.portfolioCompanyId),
});
export type CreatePlanFormValues = z.input<typeof createPlanFormSchema>;

const rec = createRecommendationRequestSchema.shape;

/** Adding and editing a recommendation (spec 7.2). */
export const recommendationFormSchema = z.object({
  title: requiredText(rec.title),
  description: z.string().pipe(rec.description.unwrap()),
  performanceStandardId: chosenNumber(z.number().int().min(1).max(8)),
  priority: chosen(rec.priority),
  dueDate: chosen(z.iso.date({ error: 'Use a date as YYYY-MM-DD' })),
  dueDateTrigger: chosen(rec.dueDateTrigger.unwrap()),
  facilityId: optionalNumber,
  deliverableDescription: z.string().pipe(rec.deliverableDescription.unwrap()),
  /** A multi-select's values: the PAI indicators the recommendation addresses (ADR 0055). */
  paiIndicatorIds: rec.paiIndicatorIds,
});
export type RecommendationFormValues = z.input<typeof recommendationFormSchema>;

export const signOffPlanFormSchema = z.object({
  signOffMessage: requiredText(signOffPlanRequestSchema.shape.signOffMessage),
});

const cr = createChangeRequestRequestSchema.shape;
/** The portfolio company asks for a new due date, with its reason. */
export const changeRequestFormSchema = z.object({
  requestedDueDate: chosen(cr.requestedDueDate),
  reason: requiredText(cr.reason),
});
export type ChangeRequestFormValues = z.input<typeof changeRequestFormSchema>;

export const progressTagFormSchema = z.object({
  tag: chosen(progressTagSchema),
  note: z
    .string()
    .trim()
    .max(1000)
    .transform((v) => (v === '' ? undefined : v)),
});
export type ProgressTagFormValues = z.input<typeof progressTagFormSchema>;
