import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';

/**
 * A form validated by a zod schema of libs/contracts (forms.ts, or a request schema itself): one
 * rule, stated once, checked here as the user types and again by the server (issue 15).
 *
 * Validation is eager (spec 5): a field is checked on every change once the user has typed in it,
 * and when left with a value in it; leaving an untouched empty field says nothing yet (an
 * autofocused field on the way to a link must not shift the layout under the pointer). Submitting
 * checks every field and focuses the first that is wrong.
 *
 *   const form = useZodForm(loginFormSchema, { email: '', password: '' });
 *   <form onSubmit={form.submit((request) => login.mutate(request))} noValidate> …
 *   <TextInput label="Email" {...form.getInputProps('email')} />
 *
 * `submit` hands the handler the schema's output: the request body, transforms applied.
 */
export function useZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
): ZodForm<S> {
  const form = useForm<z.input<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
    enhanceGetInputProps: ({ field, form: self }) => ({
      onBlur: () => {
        const value = String(field)
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], self.getValues());
        const empty =
          value === '' ||
          value === null ||
          value === undefined ||
          (Array.isArray(value) && value.length === 0);
        if (!empty) self.validateField(field);
      },
    }),
  });
  const submit =
    (handler: (request: z.output<S>, values: z.input<S>) => void) =>
    (event?: React.FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const target = event?.currentTarget;
      const result = form.validate();
      if (result.hasErrors) {
        // After the render that marks the fields invalid.
        requestAnimationFrame(() => target?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      handler(schema.parse(form.getValues()), form.getValues());
    };
  return Object.assign(form, { submit });
}

export type ZodForm<S extends z.ZodType<unknown, Record<string, unknown>>> = UseFormReturnType<z.input<S>> & {
  submit: (
    handler: (request: z.output<S>, values: z.input<S>) => void,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void;
};
