import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  applyStandardsChoice,
  canSubmitDataCollection,
  isStandardSelectable,
  reportingCycleOptions,
} from '@esg/access-policy';
import { REQUIRED_MESSAGE } from '@esg/contracts/auth';
import { reportingCycleSchema } from '@esg/contracts/data-collection';
import { FormAlert } from '@/components/ui/form-alert';
import { useStandards } from '../api/get-standards';
import { useAssignStandards } from '../api/assign-standards';
import { useCompanyContract } from '../api/get-company-contract';
import type { Company } from '../api/get-company';

interface DataCollectionModalProps {
  company: Company;
  /** Called with the updated company once the choice is saved (the caller redirects, spec 2.5). */
  onSubmitted: (company: Company) => void;
}

/**
 * The static data collection modal (spec 2.5, 5): the company's standards and reporting cycle. Neither
 * the backdrop nor the keyboard dismisses it; it closes once the choice is saved.
 */
export function DataCollectionModal({ company, onSubmitted }: DataCollectionModalProps) {
  const standards = useStandards();
  const assign = useAssignStandards(company.id);
  // The standards the contract allows (issue 13): the server refuses others; the modal says so first.
  const contract = useCompanyContract(company.id);
  const included = contract.data?.includedStandards ?? null;
  const assignedBefore = company.company_standard_assignments.map((a) => a.standard_id);
  const outsideContract = (standardId: number) =>
    included !== null && !included.standardIds.includes(standardId) && !assignedBefore.includes(standardId);
  const cycleLegendId = useId();
  const [selected, setSelected] = useState<number[]>(() =>
    company.company_standard_assignments.map((a) => a.standard_id),
  );
  const [cycle, setCycle] = useState<string>('');
  const [submitted, setSubmitted] = useState(false);

  const cycleError =
    submitted && !canSubmitDataCollection(cycle, company.data_collection_duration)
      ? REQUIRED_MESSAGE
      : undefined;
  const standardsError = submitted && selected.length === 0 ? REQUIRED_MESSAGE : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (selected.length === 0 || !canSubmitDataCollection(cycle, company.data_collection_duration)) return;
    const chosenCycle = reportingCycleSchema.safeParse(cycle);
    // mutateAsync, not mutate's callbacks: the refetched company closes (unmounts) this modal
    // before the caller's redirect runs, and mutate's callbacks do not outlive the component.
    assign
      .mutateAsync({
        selectedStandards: selected,
        ...(chosenCycle.success ? { data_collection_duration: chosenCycle.data } : {}),
      })
      .then(onSubmitted)
      .catch(() => {
        // Shown from assign.error inside the modal.
      });
  };

  const reset = () => {
    setSelected([]);
    setCycle('');
    setSubmitted(false);
    assign.reset();
  };

  return (
    <Modal
      opened
      // Static (spec 2.5): neither Escape nor the backdrop closes it.
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      title="Data Collection"
      size="lg"
    >
      <Text mb="md">Choose the standards {company.name} reports against and how often it collects data.</Text>
      <form noValidate onSubmit={submit} aria-busy={assign.isPending}>
        <Stack gap="md">
          <FormAlert error={assign.error} />
          <Fieldset legend="Standards" variant="unstyled" aria-invalid={standardsError ? true : undefined}>
            {standards.isPending ? <Loader size="sm" role="status" aria-label="Loading standards" /> : null}
            {standards.isError ? <FormAlert error={standards.error} /> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {standards.data?.map((standard) => {
                const selectable = standard.selectable && isStandardSelectable(standard);
                const outside = outsideContract(standard.id);
                return (
                  <Checkbox
                    key={standard.id}
                    name="standards"
                    value={String(standard.id)}
                    label={standard.name}
                    description={
                      selectable && outside && included
                        ? `Not in the contract of ${included.companyName}`
                        : undefined
                    }
                    disabled={!selectable || outside}
                    checked={selected.includes(standard.id)}
                    onChange={(event) => {
                      // Read now: React runs the updater later, when the event is no longer current.
                      const checked = event.currentTarget.checked;
                      setSelected((previous) => applyStandardsChoice(previous, standard.id, checked));
                    }}
                  />
                );
              })}
            </SimpleGrid>
            {included ? (
              <Text size="sm" c="dimmed" mt={6}>
                The contract of {included.companyName} includes{' '}
                {included.standardIds
                  .map((id) => standards.data?.find((s) => s.id === id)?.name ?? `standard ${id}`)
                  .join(', ')}
                ; ask the platform admin to add another.
              </Text>
            ) : null}
            {standardsError ? (
              <Text c="var(--mantine-color-error)" size="sm" mt={6}>
                {standardsError}
              </Text>
            ) : null}
          </Fieldset>
          <Fieldset legend={<span id={cycleLegendId}>Reporting Cycle</span>} variant="unstyled">
            <Radio.Group
              value={cycle}
              onChange={setCycle}
              aria-labelledby={cycleLegendId}
              error={cycleError}
              name="data_collection_duration"
            >
              <Group gap="lg" mt="xs">
                {reportingCycleOptions(company.type).map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={reset} disabled={assign.isPending}>
              Reset
            </Button>
            <Button type="submit" loading={assign.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
