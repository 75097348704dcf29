import { useEffect, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { OptionalIndicatorOption } from '@esg/contracts/data-collection';
import { PageHeader } from '@/components/ui/page-header';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryError } from '@/components/ui/query-error';
import { ButtonLink } from '@/components/ui/links';
import { notifySuccess } from '@/lib/notify';
import { useOptionalIndicators, useSaveOptionalIndicators } from '../api/optional-indicators';

function TableChoices({
  title,
  description,
  options,
  selected,
  onToggle,
  missing,
}: {
  title: string;
  description: string;
  options: readonly OptionalIndicatorOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  missing: boolean;
}) {
  const categories = [...new Set(options.map((o) => o.category))];
  const count = options.filter((o) => selected.has(o.id)).length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="light" color={count ? 'brand' : 'gray'}>
          {count} selected
        </Badge>
      </Group>
      <Text size="sm" c={missing ? 'red' : 'dimmed'} mb="sm">
        {missing ? `Select at least one indicator of ${title.split(':')[0]}.` : description}
      </Text>
      <Stack gap="md">
        {categories.map((category) => (
          <Stack key={category} gap={6}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {category}
            </Text>
            {options
              .filter((o) => o.category === category)
              .map((o) => (
                <Checkbox
                  key={o.id}
                  checked={selected.has(o.id)}
                  onChange={() => onToggle(o.id)}
                  label={
                    <span>
                      <Text span fw={600} size="sm">
                        {o.id}
                      </Text>{' '}
                      <Text span size="sm">
                        {o.indicator.replace(/^\d+\.\s*/, '')}
                      </Text>
                    </span>
                  }
                  description={o.metric}
                />
              ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /optionalIndicatorSelection: the Table 2 (climate and environment) and Table 3 (social) indicators the
 * company reports besides Table 1, at least one of each (Article 6(1) of Delegated Regulation 2022/1288).
 */
export function OptionalIndicatorSelectionPage({
  companyId,
  canEdit,
}: {
  companyId: number;
  canEdit: boolean;
}) {
  const query = useOptionalIndicators(companyId);
  const save = useSaveOptionalIndicators(companyId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (query.data) setSelected(new Set(query.data.indicatorIds));
  }, [query.data]);
  const options = useMemo(() => query.data?.options ?? [], [query.data]);
  const table2 = options.filter((o) => o.table === 'Table 2');
  const table3 = options.filter((o) => o.table === 'Table 3');
  const has2 = table2.some((o) => selected.has(o.id));
  const has3 = table3.some((o) => selected.has(o.id));
  const dirty =
    query.data !== undefined &&
    (query.data.indicatorIds.length !== selected.size ||
      query.data.indicatorIds.some((id) => !selected.has(id)));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () => {
    setTried(true);
    if (!has2 || !has3) return;
    save.mutate(
      { indicatorIds: options.filter((o) => selected.has(o.id)).map((o) => o.id) },
      { onSuccess: (r) => notifySuccess(r.message ?? 'Optional indicators saved') },
    );
  };
  return (
    <>
      <PageHeader
        title="Optional Indicator Selection"
        description="Besides the 14 mandatory indicators of Table 1, the PAI statement reports at least one additional climate and environment indicator (Table 2) and at least one additional social indicator (Table 3)."
        meta={
          query.data ? <Badge variant="light">{selected.size} optional indicators selected</Badge> : undefined
        }
        primaryAction={
          canEdit ? (
            <Button
              onClick={submit}
              loading={save.isPending}
              disabled={!dirty && query.data?.indicatorIds.length !== 0}
            >
              Save selection
            </Button>
          ) : undefined
        }
        secondaryActions={
          <ButtonLink to="/viewPaiCalculation" variant="default">
            View PAI calculation
          </ButtonLink>
        }
      />
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Stack gap="md">
        <FormAlert error={save.error} />
        {query.isPending ? (
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Skeleton h={400} />
            <Skeleton h={400} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <TableChoices
              title="Table 2: climate and environment"
              description="Additional climate and other environment-related indicators."
              options={table2}
              selected={selected}
              onToggle={canEdit ? toggle : () => undefined}
              missing={tried && !has2}
            />
            <TableChoices
              title="Table 3: social and governance"
              description="Additional indicators for social and employee matters, human rights, anti-corruption and anti-bribery."
              options={table3}
              selected={selected}
              onToggle={canEdit ? toggle : () => undefined}
              missing={tried && !has3}
            />
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
