import {
  changePasswordFormSchema,
  changeRequestFormSchema,
  createPlanFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  recommendationFormSchema,
  registerCompanyFormSchema,
} from '@esg/contracts';

/*
 * The SPA's forms are validated by these schemas as the user types, and what they output is the
 * request the server validates again (issue 15: one rule, stated once). The messages are spec 5's.
 */

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    out[path] ??= issue.message;
  }
  return out;
};

describe('form schemas (libs/contracts forms.ts)', () => {
  it('asks for every required field with the spec message first, then its own rule', () => {
    expect(firstMessages(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
    expect(firstMessages(loginFormSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: 'Enter a valid email address',
      password: 'Your password must be at least 6 characters long.',
    });
    expect(
      firstMessages(
        registerCompanyFormSchema.safeParse({
          companyName: ' ',
          companyType: null,
          contactName: '',
          email: '',
        }),
      ),
    ).toEqual({
      companyName: 'This field is required',
      companyType: 'This field is required',
      contactName: 'This field is required',
      email: 'This field is required',
    });
  });

  it('checks the confirmation only once it is typed, with the spec message', () => {
    expect(
      firstMessages(newPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: '' })),
    ).toEqual({
      confirmPassword: 'This field is required',
    });
    expect(
      firstMessages(newPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' })),
    ).toEqual({
      confirmPassword: 'Your password do not match!',
    });
    expect(
      changePasswordFormSchema.parse({
        currentPassword: 'old',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({ currentPassword: 'old', password: 'secret1', confirmPassword: 'secret1' });
  });

  it('turns what the inputs hold into the request body', () => {
    expect(
      recommendationFormSchema.parse({
        title: '  Noise survey ',
        description: '',
        performanceStandardId: '3',
        priority: 'high',
        dueDate: '2030-01-31',
        dueDateTrigger: 'specific-date',
        facilityId: null,
        deliverableDescription: 'Report',
        paiIndicatorIds: ['T1-1', 'T3-2'],
      }),
    ).toEqual({
      title: 'Noise survey',
      description: '',
      performanceStandardId: 3,
      priority: 'high',
      dueDate: '2030-01-31',
      dueDateTrigger: 'specific-date',
      facilityId: null,
      deliverableDescription: 'Report',
      paiIndicatorIds: ['T1-1', 'T3-2'],
    });
    expect(
      createPlanFormSchema.parse({
        portfolioCompanyId: '2',
        title: 'Plan',
        description: '',
        reportingCycle: 'annually',
        year: '2026',
        facilityIds: ['1', '2'],
      }),
    ).toEqual({
      portfolioCompanyId: 2,
      title: 'Plan',
      description: '',
      reportingCycle: 'annually',
      year: 2026,
      facilityIds: [1, 2],
    });
  });

  it('refuses an unchosen select and a missing date with the spec message', () => {
    expect(
      firstMessages(
        recommendationFormSchema.safeParse({
          title: 'x',
          description: '',
          performanceStandardId: null,
          priority: 'medium',
          dueDate: null,
          dueDateTrigger: 'specific-date',
          facilityId: null,
          deliverableDescription: '',
        }),
      ),
    ).toEqual({ performanceStandardId: 'This field is required', dueDate: 'This field is required' });
    expect(firstMessages(changeRequestFormSchema.safeParse({ requestedDueDate: null, reason: ' ' }))).toEqual(
      {
        requestedDueDate: 'This field is required',
        reason: 'This field is required',
      },
    );
  });
});
