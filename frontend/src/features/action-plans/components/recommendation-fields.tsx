import { MultiSelect, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { RecommendationFormValues } from '@esg/contracts/forms';
import { DateField } from '@/components/ui/date-field';
import { useOptionListing } from '../api/get-listings';
import { usePerformanceStandards } from '../api/get-performance-standards';
import type { Recommendation } from '../api/schemas';

/*
 * The fields of a recommendation (spec 7.2), shared by the add form and the edit dialog so both ask
 * for exactly the same things with the same labels; recommendationFormSchema (libs/contracts)
 * checks them and turns them into the request.
 */

export const EMPTY_RECOMMENDATION: RecommendationFormValues = {
  title: '',
  description: '',
  performanceStandardId: null,
  priority: 'medium',
  dueDate: null,
  dueDateTrigger: 'specific-date',
  facilityId: null,
  deliverableDescription: '',
  paiIndicatorIds: [],
};

/** The Annex I table an indicator id belongs to, as the MultiSelect groups them. */
const PAI_TABLES: Record<string, string> = {
  T1: 'Table 1: mandatory indicators',
  T2: 'Table 2: additional climate and environment',
  T3: 'Table 3: additional social',
};

/** The PAI indicators lookup grouped by table (the ids keep the file's order). */
export function paiIndicatorGroups(options: readonly { value: string; label: string }[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const option of options) {
    const group = PAI_TABLES[option.value.slice(0, 2)] ?? 'Other';
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The form values of a stored recommendation (the edit form starts from them). */
export function recommendationValues(rec: Recommendation): RecommendationFormValues {
  return {
    title: rec.title,
    description: rec.description,
    performanceStandardId: String(rec.performanceStandardId),
    priority: rec.priority,
    dueDate: rec.dueDate.slice(0, 10),
    dueDateTrigger: rec.dueDateTrigger,
    facilityId: rec.facilityId === null ? null : String(rec.facilityId),
    deliverableDescription: rec.deliverableDescription,
    paiIndicatorIds: [...rec.paiIndicatorIds],
  };
}

interface RecommendationForm {
  values: RecommendationFormValues;
  getInputProps: (path: keyof RecommendationFormValues) => GetInputPropsReturnType;
}

export function RecommendationFields({
  form,
  facilities,
}: {
  form: RecommendationForm;
  /** The plan's facilities; the facility field shows only when the plan has some. */
  facilities: readonly { id: number; name: string }[];
}) {
  const priorities = useOptionListing('priorities');
  const triggers = useOptionListing('due-date-triggers');
  const paiIndicators = useOptionListing('pai-indicators');
  const { data: standards } = usePerformanceStandards(null);
  const values = form.values;
  // A trigger or facility the lists no longer offer stays selectable rather than silently changing.
  const triggerOptions = triggers.data.some((option) => option.value === values.dueDateTrigger)
    ? triggers.data
    : [...triggers.data, { value: String(values.dueDateTrigger), label: String(values.dueDateTrigger) }];
  const facilityOptions = [
    ...facilities.map((f) => ({ value: String(f.id), label: f.name })),
    ...(values.facilityId !== null && !facilities.some((f) => String(f.id) === values.facilityId)
      ? [{ value: String(values.facilityId), label: `Facility ${values.facilityId}` }]
      : []),
  ];
  const due = form.getInputProps('dueDate');

  return (
    <>
      <TextInput label="Recommendation" required maxLength={300} {...form.getInputProps('title')} />
      <Textarea label="Description" maxLength={5000} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="IFC Performance Standard"
          required
          placeholder="Choose a standard"
          data={standards.map((s) => ({ value: String(s.id), label: `${s.code}: ${s.title}` }))}
          {...form.getInputProps('performanceStandardId')}
        />
        <Select label="Priority" required data={priorities.data} {...form.getInputProps('priority')} />
        <DateField
          label="Due date"
          required
          placeholder="Pick or type a date"
          value={(due.value as string | null) ?? null}
          onChange={(value) => (due.onChange as (v: string | null) => void)(value)}
          onBlur={due.onBlur as () => void}
          error={due.error as string | undefined}
        />
        <Select label="Due date trigger" data={triggerOptions} {...form.getInputProps('dueDateTrigger')} />
      </SimpleGrid>
      {facilityOptions.length > 0 ? (
        <Select
          label="Facility"
          placeholder="Whole company"
          clearable
          allowDeselect
          data={facilityOptions}
          {...form.getInputProps('facilityId')}
        />
      ) : null}
      <Textarea label="Deliverable" maxLength={2000} {...form.getInputProps('deliverableDescription')} />
      <MultiSelect
        label="SFDR PAI indicators addressed"
        description="The PAI report offers this recommendation in these indicators' Actions column."
        placeholder={(values.paiIndicatorIds ?? []).length ? undefined : 'None'}
        searchable
        clearable
        maxValues={30}
        data={paiIndicatorGroups(paiIndicators.data)}
        {...form.getInputProps('paiIndicatorIds')}
      />
    </>
  );
}
