import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, List, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import type { FrameworkModule } from '@esg/contracts/data-collection/index';
import type { MonitoringOverview, MonitoringRow } from '@esg/contracts/monitoring';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { useRequestData } from './request-data';

/**
 * Ask many companies for one standard and period (POST /api/monitoring/requests); the answer lists
 * what became of each company. Shared by the Reporting Dashboard and the SFDR collection status: with
 * one standard offered, no standard picker shows.
 */
export function RequestDataModal({
  title,
  overview,
  rows = overview.rows,
  standards = overview.standards,
  initial,
  hint,
  success,
  onClose,
}: {
  title: string;
  overview: MonitoringOverview;
  /** The rows whose companies are offered (all of the overview's by default). */
  rows?: readonly MonitoringRow[];
  /** The standards offered (the overview's by default); with one, no picker shows. */
  standards?: ReadonlyArray<{ id: number; name: string; modules?: readonly FrameworkModule[] }>;
  initial: { companyIds: number[]; standardId?: number; period?: string };
  hint: ReactNode;
  /** The toast when the server's answer carries no message. */
  success: string;
  onClose: () => void;
}) {
  const companies = useMemo(
    () =>
      [...new Map(rows.map((r) => [r.company.id, r.company.name]))].map(([id, name]) => ({
        value: String(id),
        label: name,
      })),
    [rows],
  );
  const periods = useMemo(
    () => [...new Set([...(overview.currentPeriod ? [overview.currentPeriod] : []), ...overview.periods])],
    [overview],
  );
  const [companyIds, setCompanyIds] = useState<string[]>(initial.companyIds.map(String));
  const [standardId, setStandardId] = useState<string | null>(
    String(initial.standardId ?? standards[0]?.id ?? '') || null,
  );
  const [period, setPeriod] = useState<string | null>(initial.period ?? overview.currentPeriod);
  const [dueDate, setDueDate] = useState<string | null>(null);
  // Optional parts of the standard (VSME's Comprehensive Module): asked only when chosen.
  const [modules, setModules] = useState<string[]>([]);
  const optionalModules = standards.find((s) => String(s.id) === standardId)?.modules ?? [];
  const request = useRequestData();
  const outcomes = request.data?.outcomes;
  const ready = companyIds.length > 0 && standardId && period && dueDate;

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {outcomes ? (
        <Stack>
          <Alert color="blue" variant="light" title={request.data?.message ?? 'Done'}>
            <List size="sm" spacing={4}>
              {outcomes.map((o) => (
                <List.Item key={o.companyId}>
                  <Text span fw={600} size="sm">
                    {o.companyName ?? `Company ${o.companyId}`}
                  </Text>
                  {': '}
                  {o.outcome === 'requested'
                    ? 'requested'
                    : o.outcome === 'already_requested'
                      ? 'already requested'
                      : `not requested — ${o.message}`}
                </List.Item>
              ))}
            </List>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <FormAlert error={request.error} />
          <MultiSelect
            label="Companies"
            required
            searchable
            data={companies}
            value={companyIds}
            onChange={setCompanyIds}
            placeholder="Choose one or more portfolio companies"
          />
          <Group grow align="flex-start">
            {standards.length > 1 ? (
              <Select
                label="Standard"
                required
                data={standards.map((s) => ({ value: String(s.id), label: s.name }))}
                value={standardId}
                onChange={(next) => {
                  setStandardId(next);
                  setModules([]);
                }}
              />
            ) : null}
            <Select label="Period" required searchable data={periods} value={period} onChange={setPeriod} />
          </Group>
          {optionalModules.map((module) => (
            <Checkbox
              key={module.id}
              label={`Include the ${module.label}`}
              description={module.description}
              checked={modules.includes(module.id)}
              onChange={(e) => {
                const { checked } = e.currentTarget;
                setModules((m) => (checked ? [...m, module.id] : m.filter((id) => id !== module.id)));
              }}
            />
          ))}
          <DateField
            label="Due date"
            required
            value={dueDate}
            onChange={setDueDate}
            minDate={overview.today}
          />
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!ready}
              loading={request.isPending}
              onClick={() =>
                request.mutate(
                  {
                    companyIds: companyIds.map(Number),
                    standardId: Number(standardId),
                    period: period!,
                    dueDate: dueDate!,
                    ...(modules.length ? { modules } : {}),
                  },
                  { onSuccess: (result) => notifySuccess(result.message ?? success) },
                )
              }
            >
              Send request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
