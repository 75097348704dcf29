import { useState } from 'react';
import { ActionIcon, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { EvidenceCitation } from '@esg/contracts/data-collection/index';
import { FormAlert } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { placeLabel } from '@/shared/evidence/evidence-viewer';
import { useRemoveEvidence } from '../api/evidence';
import { useResponse } from '../api/get-response';
import { metricsOf } from './metrics-of';

/**
 * Removes a document of the period (ADR 0214). When it backs values, the dialog lists them ("Scope 1
 * emissions, page 2") and says they keep their values but lose this evidence; otherwise it asks plainly.
 */
export function RemoveEvidenceButton({
  responseId,
  fileId,
  fileName,
  periodCitations,
}: {
  responseId: number;
  fileId: string;
  fileName: string;
  /** Every place a document of the period backs a value. */
  periodCitations: EvidenceCitation[];
}) {
  const [opened, setOpened] = useState(false);
  const remove = useRemoveEvidence(responseId);
  const response = useResponse(responseId);
  const names = new Map(
    (response.data?.sections ?? []).flatMap(metricsOf).map((m) => [m.code, m.label ?? m.definition.name]),
  );
  const backs = periodCitations.filter((c) => c.fileId === fileId && c.citationId !== null);
  const close = () => {
    remove.reset();
    setOpened(false);
  };
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={`Remove ${fileName}`}
        onClick={() => setOpened(true)}
      >
        <IconTrash size={14} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} size="lg" title={`Remove ${fileName}?`}>
        <Stack gap="sm">
          {backs.length > 0 ? (
            <>
              <Text size="sm">
                This document backs {backs.length} value{backs.length === 1 ? '' : 's'}:
              </Text>
              <List size="sm" aria-label="Values this document backs">
                {backs.map((c) => (
                  <List.Item key={c.citationId}>
                    {names.get(c.metricCode) ?? 'A value of this period'}, {placeLabel(c)}
                  </List.Item>
                ))}
              </List>
              <Text size="sm">
                {backs.length === 1
                  ? 'It keeps its value but loses this evidence.'
                  : 'They keep their values but lose this evidence.'}{' '}
                The document can no longer be opened.
              </Text>
            </>
          ) : (
            <Text size="sm">It backs no value. The document can no longer be opened once removed.</Text>
          )}
          {remove.error ? <FormAlert error={remove.error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { fileId, withCitations: backs.length > 0 },
                  {
                    onSuccess: () => {
                      notifySuccess(`${fileName} removed`);
                      setOpened(false);
                    },
                  },
                )
              }
            >
              {backs.length > 0 ? 'Remove document and its citations' : 'Remove document'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
