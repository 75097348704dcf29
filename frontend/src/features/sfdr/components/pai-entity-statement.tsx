import { useState } from 'react';
import {
  Accordion,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconFileTypeDocx, IconFileTypePdf, IconFileSpreadsheet, IconPencil } from '@tabler/icons-react';
import type { PaiStatementFormat, SfdrSection } from '@esg/contracts/sfdr-documents';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryError } from '@/components/ui/query-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  downloadPaiEntityStatement,
  usePaiEntityStatement,
  useSaveStatementSection,
} from '../api/pai-entity-statement';

const FORMATS: Array<{ format: PaiStatementFormat; label: string; icon: typeof IconFileTypePdf }> = [
  { format: 'docx', label: 'Word', icon: IconFileTypeDocx },
  { format: 'pdf', label: 'PDF', icon: IconFileTypePdf },
  { format: 'xlsx', label: 'Spreadsheet', icon: IconFileSpreadsheet },
];

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '';

function EditSection({
  section,
  onClose,
  save,
}: {
  section: SfdrSection;
  onClose: () => void;
  save: ReturnType<typeof useSaveStatementSection>;
}) {
  const [text, setText] = useState(section.text);
  const submit = () =>
    save.mutate(
      { sectionId: section.id, request: { text, expectedVersion: section.version } },
      {
        onSuccess: () => {
          notifySuccess('Section saved');
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} size="xl" title={section.title}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {section.guidance}
        </Text>
        {section.singleLine ? (
          <TextInput
            label={section.title}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={20}
          />
        ) : (
          <Textarea
            label={section.title}
            autosize
            minRows={6}
            maxRows={18}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        )}
        {section.version === 0 && section.text ? (
          <Text size="xs" c="dimmed">
            The text is what the platform wrote from its data; complete what is in brackets.
          </Text>
        ) : null}
        <FormAlert error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save section
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The entity-level statement on principal adverse impacts (Annex I of Delegated Regulation 2022/1288,
 * issue 26) on the PAI report of the entity: the sections, prefilled from the platform and edited with
 * history, and the statement as Word, A3 PDF and spreadsheet.
 */
export function PaiEntityStatementPanel({
  companyId,
  year,
  canEdit,
}: {
  companyId: number;
  year: number;
  canEdit: boolean;
}) {
  const statement = usePaiEntityStatement(companyId, year);
  const save = useSaveStatementSection(companyId, year);
  const [editing, setEditing] = useState<SfdrSection | null>(null);
  const [busy, setBusy] = useState<PaiStatementFormat | null>(null);
  const data = statement.data;
  const download = (format: PaiStatementFormat) => {
    if (!data) return;
    setBusy(format);
    downloadPaiEntityStatement(companyId, year, data.entityName, format)
      .catch(() => notifyError('The statement could not be downloaded. Please try again.'))
      .finally(() => setBusy(null));
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="entity-statement-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h3" id="entity-statement-title">
              Statement on principal adverse impacts {year}
            </Title>
            <Text size="sm" c="dimmed">
              The entity-level statement of Annex I, with the tables above and the sections below
              {data?.lei ? ` · LEI ${data.lei}` : ''}.
            </Text>
          </div>
          <Group gap="xs" wrap="wrap">
            {FORMATS.map(({ format, label, icon: Icon }) => (
              <Button
                key={format}
                variant={format === 'pdf' ? 'filled' : 'default'}
                size="sm"
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => download(format)}
                loading={busy === format}
                disabled={!data || busy !== null}
              >
                Statement {label}
              </Button>
            ))}
          </Group>
        </Group>
        {statement.error ? (
          <QueryError error={statement.error} onRetry={() => void statement.refetch()} />
        ) : null}
        {data ? (
          <Accordion variant="separated" multiple>
            {data.sections.map((s) => (
              <Accordion.Item key={s.id} value={s.id}>
                <Accordion.Control aria-label={s.title}>
                  <Group gap="xs" wrap="nowrap" justify="space-between" pr="xs">
                    <Text fw={600} size="sm">
                      {s.title}
                    </Text>
                    {s.version === 0 ? (
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        Prefilled
                      </Badge>
                    ) : (
                      <Badge variant="light" style={{ flexShrink: 0 }}>
                        Version {s.version}
                      </Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {s.text || 'Not given yet.'}
                    </Text>
                    <Group justify="space-between" wrap="wrap">
                      <Text size="xs" c="dimmed">
                        {s.version === 0
                          ? 'Written by the platform from its data; not reviewed yet.'
                          : `Saved ${when(s.updatedAt)} · ${s.history.length} version${s.history.length === 1 ? '' : 's'}`}
                      </Text>
                      {canEdit ? (
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          onClick={() => setEditing(s)}
                          aria-label={`Edit ${s.title}`}
                        >
                          Edit
                        </Button>
                      ) : null}
                    </Group>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : null}
      </Stack>
      {editing ? (
        <EditSection key={editing.id} section={editing} onClose={() => setEditing(null)} save={save} />
      ) : null}
    </Paper>
  );
}
