import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_FILE_EXTENSIONS,
  ACTION_PLAN_FILE_MAX_BYTES,
  ACTION_PLAN_FILES_PER_UPLOAD,
} from '@esg/contracts/action-plans';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { notifySuccess } from '@/lib/notify';
import { useRateDeliverable } from '../api/rate-deliverable';
import type { Capabilities, RecommendationDetail } from '../api/schemas';
import { useUploadDeliverableFiles } from '../api/upload-deliverable-files';
import { Failure } from './failure';
import { FileList } from './file-list';
import { RatingText, StarRating } from './star-rating';

/** The deliverable of a recommendation: files uploaded by the portfolio company, rated by the investor side. */
export function DeliverablesPanel({ rec, caps }: { rec: RecommendationDetail; caps: Capabilities }) {
  const upload = useUploadDeliverableFiles(rec.actionPlanId, rec.id);
  const rate = useRateDeliverable(rec.actionPlanId, rec.id);
  const [files, setFiles] = useState<File[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const open = rec.status !== 'signed-off' && rec.actionPlan.status !== 'signed-off';

  return (
    <Card component="section" aria-labelledby="ap-deliverable-heading">
      <Title order={2} id="ap-deliverable-heading" mb="sm">
        Deliverable
      </Title>
      <Stack gap="md">
        {rec.deliverableDescription ? <Text size="sm">{rec.deliverableDescription}</Text> : null}
        <FileList files={rec.deliverable.files} label="Deliverable files" />
        {caps.canWork && open ? (
          <form
            aria-label="Upload deliverable files"
            onSubmit={(event) => {
              event.preventDefault();
              if (files.length === 0) return;
              upload.mutate(files, {
                onSuccess: (message) => {
                  notifySuccess(message ?? 'Deliverable files uploaded successfully');
                  setFiles([]);
                },
              });
            }}
          >
            <Stack gap="sm">
              <Failure error={upload.error} fallback={ACTION_PLAN_ERRORS.deliverableFiles} />
              <FileDropzone
                label="Deliverable files"
                extensions={ACTION_PLAN_FILE_EXTENSIONS}
                maxBytes={ACTION_PLAN_FILE_MAX_BYTES}
                maxFiles={ACTION_PLAN_FILES_PER_UPLOAD}
                value={files}
                onChange={setFiles}
                disabled={upload.isPending}
              />
              <div>
                <Button type="submit" disabled={files.length === 0} loading={upload.isPending}>
                  Upload deliverable
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
        {caps.canDraft && rec.deliverable.files.length > 0 && open ? (
          <>
            <Failure error={rate.error} fallback={ACTION_PLAN_ERRORS.deliverableRating} />
            <StarRating
              value={picked ?? rec.deliverable.rating}
              disabled={rate.isPending}
              onChange={(rating) => {
                // Shown at once; the server's answer (refetched before onSettled) takes over after.
                setPicked(rating);
                rate.mutate(
                  { rating },
                  {
                    onSuccess: (message) => notifySuccess(message ?? 'Deliverable rated successfully'),
                    onSettled: () => setPicked(null),
                  },
                );
              }}
            />
          </>
        ) : (
          <RatingText value={rec.deliverable.rating} />
        )}
      </Stack>
    </Card>
  );
}
