import { useState } from 'react';
import {
  Button,
  Card,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_FILE_EXTENSIONS,
  ACTION_PLAN_FILE_MAX_BYTES,
} from '@esg/contracts/action-plans';
import { progressTagFormSchema } from '@esg/contracts/forms';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { LabelSelect } from '@/components/ui/label-select';
import { StatusBadge } from '@/components/ui/status-badge';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useAddProgressTag } from '../api/add-progress-tag';
import type { Capabilities, RecommendationDetail } from '../api/schemas';
import { useSetAdditionalCommentary } from '../api/set-additional-commentary';
import { useSetVerifyDocument } from '../api/set-verify-document';
import { Failure } from './failure';
import { FileList } from './file-list';
import { formatDate } from './format';

/** Progress tags (both sides): how the work is going, with an optional note, newest first. */
export function ProgressPanel({ rec, caps }: { rec: RecommendationDetail; caps: Capabilities }) {
  const addTag = useAddProgressTag(rec.actionPlanId, rec.id);
  const form = useZodForm(progressTagFormSchema, { tag: null, note: '' });
  const open = rec.status !== 'signed-off' && rec.actionPlan.status !== 'signed-off';
  const tags = [...rec.progressTags].reverse();
  return (
    <Card component="section" aria-labelledby="ap-tags-heading">
      <Title order={2} id="ap-tags-heading" mb="sm">
        Progress
      </Title>
      <Stack gap="md">
        {tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            No progress tags yet.
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} aria-label="Progress tags" active={0}>
            {tags.map((entry) => (
              <Timeline.Item
                key={`${entry.addedAt}-${entry.tag}`}
                title={<StatusBadge set="progressTag" code={entry.tag} size="sm" />}
              >
                {entry.note ? <Text size="sm">{entry.note}</Text> : null}
                <Text size="xs" c="dimmed">
                  {formatDate(entry.addedAt)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {(caps.canDraft || caps.canWork) && open ? (
          <form
            noValidate
            aria-label="Add a progress tag"
            onSubmit={form.submit((request) =>
              addTag.mutate(request, {
                onSuccess: (message) => {
                  notifySuccess(message ?? 'Progress tag added successfully');
                  form.reset();
                },
              }),
            )}
          >
            <Stack gap="xs">
              <Failure error={addTag.error} fallback={ACTION_PLAN_ERRORS.progressTag} />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <LabelSelect
                  set="progressTag"
                  label="Progress tag"
                  placeholder="Choose a tag"
                  w={{ base: '100%', sm: 200 }}
                  {...form.getInputProps('tag')}
                />
                <TextInput
                  label="Note (optional)"
                  maxLength={1000}
                  style={{ flex: '1 1 200px' }}
                  {...form.getInputProps('note')}
                />
                <Button type="submit" variant="default" loading={addTag.isPending}>
                  Add tag
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The investor side's additional commentary, ES advisor document and verification document. */
export function FollowUpPanel({ rec, caps }: { rec: RecommendationDetail; caps: Capabilities }) {
  const commentary = useSetAdditionalCommentary(rec.actionPlanId, rec.id);
  const verify = useSetVerifyDocument(rec.actionPlanId, rec.id);
  const [commentaryText, setCommentaryText] = useState(rec.additionalCommentary ?? '');
  const [advisorFiles, setAdvisorFiles] = useState<File[]>([]);
  const [verifyFiles, setVerifyFiles] = useState<File[]>([]);
  const open = rec.status !== 'signed-off' && rec.actionPlan.status !== 'signed-off';
  const advisorFile = advisorFiles[0] ?? null;
  const verifyFile = verifyFiles[0] ?? null;

  return (
    <Card component="section" aria-labelledby="ap-commentary-heading">
      <Title order={2} id="ap-commentary-heading" mb="sm">
        Additional commentary
      </Title>
      <Stack gap="md">
        {caps.canDraft && open ? (
          <form
            aria-label="Additional commentary"
            onSubmit={(event) => {
              event.preventDefault();
              commentary.mutate(
                { additionalCommentary: commentaryText.trim(), file: advisorFile },
                {
                  onSuccess: (message) => {
                    notifySuccess(message ?? 'Additional commentary saved successfully');
                    setAdvisorFiles([]);
                  },
                },
              );
            }}
          >
            <Stack gap="sm">
              <Failure
                error={commentary.error}
                fallback={
                  advisorFile ? ACTION_PLAN_ERRORS.esAdvisorDocument : ACTION_PLAN_ERRORS.additionalCommentary
                }
              />
              <Textarea
                label="Commentary"
                maxLength={5000}
                value={commentaryText}
                onChange={(event) => setCommentaryText(event.currentTarget.value)}
              />
              <FileDropzone
                label="ES advisor document (optional)"
                extensions={ACTION_PLAN_FILE_EXTENSIONS}
                maxBytes={ACTION_PLAN_FILE_MAX_BYTES}
                value={advisorFiles}
                onChange={setAdvisorFiles}
              />
              <div>
                <Button type="submit" variant="default" loading={commentary.isPending}>
                  Save commentary
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <Text
            size="sm"
            c={rec.additionalCommentary ? undefined : 'dimmed'}
            style={{ whiteSpace: 'pre-line' }}
          >
            {rec.additionalCommentary ?? 'No additional commentary.'}
          </Text>
        )}
        {rec.advisorDocument ? (
          <div>
            <Text size="sm" fw={500} mb={4}>
              ES advisor document
            </Text>
            <FileList files={[rec.advisorDocument]} label="ES advisor document" />
          </div>
        ) : null}
        <Divider />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Verification document
          </Text>
          {rec.verifyDocument ? (
            <FileList files={[rec.verifyDocument]} label="Verification document" />
          ) : (
            <Text size="sm" c="dimmed">
              None yet.
            </Text>
          )}
        </div>
        {caps.canDraft && open ? (
          <form
            aria-label="Verify document"
            onSubmit={(event) => {
              event.preventDefault();
              if (!verifyFile) return;
              verify.mutate(verifyFile, {
                onSuccess: (message) => {
                  notifySuccess(message ?? 'Verification document uploaded successfully');
                  setVerifyFiles([]);
                },
              });
            }}
          >
            <Stack gap="sm">
              <Failure error={verify.error} fallback={ACTION_PLAN_ERRORS.esAdvisorDocument} />
              <FileDropzone
                label="Upload verification document"
                extensions={ACTION_PLAN_FILE_EXTENSIONS}
                maxBytes={ACTION_PLAN_FILE_MAX_BYTES}
                value={verifyFiles}
                onChange={setVerifyFiles}
              />
              <div>
                <Button type="submit" variant="default" disabled={!verifyFile} loading={verify.isPending}>
                  Verify document
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}
