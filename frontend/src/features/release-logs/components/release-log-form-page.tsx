import { useState } from 'react';
import { Button, Card, Checkbox, Grid, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import {
  createReleaseLogRequestSchema,
  RELEASE_LOG_AUDIENCE_LABELS,
  RELEASE_LOG_AUDIENCES,
  RELEASE_LOG_NOTES_MAX,
  type ReleaseLog,
  type ReleaseLogAudience,
} from '@esg/contracts/release-logs';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { ToneBadge } from '@/components/ui/status-badge';
import { useEditLock } from '@/lib/edit-lock';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateReleaseLog } from '../api/create-release-log';
import { useReleaseLog } from '../api/get-release-log';
import { useUpdateReleaseLog } from '../api/update-release-log';
import { AudienceBadges, formatReleaseDate, ReleaseNotesText } from './release-notes';

const formSchema = createReleaseLogRequestSchema.omit({ publish: true });

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /add-release-logs (admin): write a release's notes, save a draft or publish at once;
 * `?id=` edits an existing log. A preview shows the notes as readers will see them.
 */
export function ReleaseLogFormPage({ id }: { id?: string }) {
  const existing = useReleaseLog(id);
  if (id && existing.isPending) return <PageSkeleton />;
  if (id && existing.isError)
    return <QueryError error={existing.error} onRetry={() => void existing.refetch()} />;
  return <ReleaseLogForm key={existing.data?.id ?? 'new'} log={existing.data} />;
}

function ReleaseLogForm({ log }: { log?: ReleaseLog }) {
  const navigate = useNavigate();
  const create = useCreateReleaseLog();
  const update = useUpdateReleaseLog();
  const [publishing, setPublishing] = useState(false);
  const form = useZodForm(formSchema, {
    version: log?.version ?? '',
    title: log?.title ?? '',
    date: log?.date ?? today(),
    audience: log?.audience ?? ['all'],
    notes: log?.notes ?? '',
  });
  useEditLock(form.isDirty());
  const pending = create.isPending || update.isPending;
  const values = form.getValues();
  const audience = values.audience;

  const done = (message: string) => {
    form.resetDirty();
    notifySuccess(message);
    void navigate({ to: '/admin-release-logs' });
  };

  const save = (publish: boolean) =>
    form.submit((request) => {
      setPublishing(publish);
      if (log) {
        update.mutate(
          { id: log.id, ...request },
          { onSuccess: () => done(`Release ${request.version} saved`) },
        );
      } else {
        create.mutate(
          { ...request, publish },
          {
            onSuccess: (saved) =>
              done(
                publish ? `Release ${saved.version} published` : `Draft of release ${saved.version} saved`,
              ),
          },
        );
      }
    });

  const toggleAudience = (next: string[]) => {
    const chosen = next as ReleaseLogAudience[];
    // "Everyone" excludes the single roles and the other way round: the last choice wins.
    const added = chosen.find((a) => !audience.includes(a));
    if (added === 'all') form.setFieldValue('audience', ['all']);
    else if (added)
      form.setFieldValue(
        'audience',
        chosen.filter((a) => a !== 'all'),
      );
    else form.setFieldValue('audience', chosen);
  };

  return (
    <>
      <PageHeader
        breadcrumbs={[
          <AnchorLink key="list" to="/admin-release-logs">
            Release Logs
          </AnchorLink>,
        ]}
        title={log ? `Edit release ${log.version}` : 'Add Release Log'}
        meta={
          log ? (
            <ToneBadge tone={log.status === 'published' ? 'success' : 'warning'}>
              {log.status === 'published' ? 'Published' : 'Draft'}
            </ToneBadge>
          ) : null
        }
        description={
          log?.status === 'published'
            ? 'This release is published: changes show on the Release Notes page and in its banner at once.'
            : 'Save a draft to finish later, or publish: the notes appear on the Release Notes page and a banner announces the release to its audience.'
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card>
            <form noValidate aria-label="Release log" onSubmit={save(!log)}>
              <Stack gap="md">
                <FormAlert error={create.error ?? update.error} />
                <Group grow align="flex-start" wrap="wrap">
                  <TextInput
                    label="Version"
                    required
                    placeholder="2.4 or 2.4.1"
                    miw={160}
                    {...form.getInputProps('version')}
                  />
                  <DateField
                    label="Release date"
                    required
                    miw={180}
                    value={values.date || null}
                    onChange={(next) => form.setFieldValue('date', next ?? '')}
                    error={form.errors.date}
                  />
                </Group>
                <TextInput
                  label="Title"
                  required
                  placeholder="What this release is about, in a few words"
                  {...form.getInputProps('title')}
                />
                <Checkbox.Group
                  label="Audience"
                  description="Who sees the notes and the banner."
                  required
                  value={audience}
                  onChange={toggleAudience}
                  error={form.errors.audience}
                >
                  <Group gap="lg" mt={6}>
                    {RELEASE_LOG_AUDIENCES.map((a) => (
                      <Checkbox key={a} value={a} label={RELEASE_LOG_AUDIENCE_LABELS[a]} />
                    ))}
                  </Group>
                </Checkbox.Group>
                <Textarea
                  label="Notes"
                  required
                  description="Plain text. A line starting with “- ” becomes a list item."
                  autosize
                  minRows={8}
                  maxRows={20}
                  maxLength={RELEASE_LOG_NOTES_MAX}
                  {...form.getInputProps('notes')}
                />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={() => void navigate({ to: '/admin-release-logs' })}>
                    Cancel
                  </Button>
                  {log ? (
                    <Button type="submit" loading={pending}>
                      Save changes
                    </Button>
                  ) : (
                    <>
                      <Button
                        variant="default"
                        onClick={() => save(false)()}
                        loading={pending && !publishing}
                        disabled={pending}
                      >
                        Save draft
                      </Button>
                      <Button type="submit" loading={pending && publishing} disabled={pending}>
                        Publish
                      </Button>
                    </>
                  )}
                </Group>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder component="section" aria-label="Preview">
            <Stack gap="sm">
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                Preview
              </Text>
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h4">
                  {values.version ? `Release ${values.version}` : 'Release'}
                  {values.title ? `: ${values.title}` : ''}
                </Title>
                {values.date ? (
                  <Text size="sm" c="dimmed">
                    {formatReleaseDate(values.date)}
                  </Text>
                ) : null}
              </Group>
              {audience.length > 0 ? <AudienceBadges audience={audience} /> : null}
              {values.notes.trim() ? (
                <ReleaseNotesText notes={values.notes} />
              ) : (
                <Text size="sm" c="dimmed">
                  The notes appear here as readers will see them.
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
