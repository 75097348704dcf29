import { Checkbox, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The part of a plan form these fields bind to (the create page's and the related-plan dialog's). */
interface PlanFieldsForm {
  getInputProps: (
    path: 'title' | 'description' | 'reportingCycle' | 'year' | 'facilityIds',
    options?: { type?: 'checkbox' },
  ) => GetInputPropsReturnType;
}

/**
 * The fields a plan is created with: title, description, reporting cycle, year and facilities. Shared
 * by the create page and the related-plan dialog; each keeps its own form and defaults.
 */
export function PlanFields({
  form,
  cycleOptions,
  yearOptions,
  facilityOptions,
}: {
  form: PlanFieldsForm;
  cycleOptions: ReadonlyArray<{ value: string; label: string }>;
  yearOptions: readonly number[];
  facilityOptions: ReadonlyArray<{ id: number; name: string }>;
}) {
  return (
    <>
      <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
      <Textarea label="Description" maxLength={5000} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Reporting cycle"
          required
          data={[...cycleOptions]}
          {...form.getInputProps('reportingCycle')}
        />
        <Select
          label="Year"
          required
          data={yearOptions.map((year) => ({ value: String(year), label: String(year) }))}
          {...form.getInputProps('year')}
        />
      </SimpleGrid>
      {facilityOptions.length > 0 ? (
        <Checkbox.Group
          label="Facilities"
          description="Leave all unticked for the whole company."
          {...form.getInputProps('facilityIds')}
        >
          <Stack gap={6} mt={6}>
            {facilityOptions.map((facility) => (
              <Checkbox key={facility.id} value={String(facility.id)} label={facility.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
    </>
  );
}
