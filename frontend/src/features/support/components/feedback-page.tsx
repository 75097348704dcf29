import { useMediaQuery } from '@mantine/hooks';
import '@mantine/core/styles/Blockquote.layer.css';
import { useState } from 'react';
import {
  Blockquote,
  Button,
  Card,
  Drawer,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { labelOptions, labelText } from '@esg/contracts/labels';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@esg/contracts/support';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { errorMessage, FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { openScreenshot, useAnswerFeedback, useFeedbackList, useSendFeedback } from '../api/feedback';

const CATEGORIES = labelOptions('feedbackCategory');
const SCREENSHOT_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const;

interface FeedbackPageProps {
  /** Spec 2.3: "Get Help" for the one customer and its children, "Give Feedback" for everyone else. */
  variant: 'feedback' | 'help';
  isAdmin: boolean;
}

/** /feedbacks and /getHelp (issue 13): send a message to the platform team; the admin reads and answers. */
export function FeedbackPage({ variant, isAdmin }: FeedbackPageProps) {
  return isAdmin ? <FeedbackInbox /> : <FeedbackForm variant={variant} />;
}

function FeedbackForm({ variant }: { variant: 'feedback' | 'help' }) {
  const send = useSendFeedback();
  const list = useFeedbackList();
  const [category, setCategory] = useState<FeedbackCategory | null>(variant === 'help' ? 'question' : null);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const messageError =
    touched && message.trim().length < 10 ? 'Please describe it in at least 10 characters' : undefined;
  const categoryError = touched && !category ? 'Choose what it is about' : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!category || message.trim().length < 10) return;
    send.mutate(
      { category, message: message.trim(), screenshot: files[0] ?? null },
      {
        onSuccess: ({ message: said }) => {
          notifySuccess(said ?? 'Thank you: your message has reached the platform team');
          setMessage('');
          setFiles([]);
          setTouched(false);
        },
      },
    );
  };

  const title = variant === 'help' ? 'Get Help' : 'Give Feedback';
  return (
    <>
      <PageHeader
        title={title}
        description={
          variant === 'help'
            ? 'Ask the platform team for help. We answer within one working day; the answer reaches you by e-mail and here.'
            : 'Tell the platform team what works, what does not and what you miss. Every message is read; answers reach you by e-mail and here.'
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card component="section" aria-labelledby="feedback-form-title">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Title order={2} size="h4" id="feedback-form-title">
                  New message
                </Title>
                <Select
                  label="What is it about?"
                  placeholder="Choose a category"
                  data={CATEGORIES}
                  value={category}
                  onChange={(value) => setCategory(value)}
                  error={categoryError}
                  required
                  allowDeselect={false}
                />
                <Textarea
                  label="Message"
                  description="What happened, on which page, and what you expected."
                  autosize
                  minRows={5}
                  maxLength={FEEDBACK_MESSAGE_MAX}
                  value={message}
                  onChange={(event) => setMessage(event.currentTarget.value)}
                  onBlur={() => message && setTouched(true)}
                  error={messageError}
                  required
                />
                <Text size="xs" c="dimmed" ta="right" mt={-12}>
                  {message.length} / {FEEDBACK_MESSAGE_MAX}
                </Text>
                <FileDropzone
                  label="Screenshot (optional)"
                  extensions={SCREENSHOT_TYPES}
                  maxBytes={FEEDBACK_SCREENSHOT_MAX_BYTES}
                  value={files}
                  onChange={setFiles}
                />
                <FormAlert error={send.error} />
                <Group justify="flex-end">
                  <Button type="submit" loading={send.isPending}>
                    Send message
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <section aria-labelledby="feedback-sent-title">
            <Title order={2} size="h4" id="feedback-sent-title" mb="sm">
              Sent by your company
            </Title>
            {list.isLoading ? (
              <Text c="dimmed">Loading…</Text>
            ) : list.error ? (
              <FormAlert error={list.error} />
            ) : (list.data ?? []).length === 0 ? (
              <Card>
                <EmptyState
                  title="Nothing sent yet."
                  description="Messages from anyone in your company appear here with their status and the team’s answers."
                />
              </Card>
            ) : (
              <Stack gap="sm">
                {(list.data ?? []).map((item) => (
                  <FeedbackCard key={item.id} item={item} />
                ))}
              </Stack>
            )}
          </section>
        </Grid.Col>
      </Grid>
    </>
  );
}

function FeedbackCard({ item }: { item: Feedback }) {
  return (
    <Card
      component="article"
      aria-label={`${labelText('feedbackCategory', item.category)}, ${formatDateTime(item.createdAt)}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <StatusBadge set="feedbackCategory" code={item.category} variant="outline" />
            <StatusBadge set="feedbackStatus" code={item.status} prefix="Status" withDescription />
          </Group>
          <Text size="xs" c="dimmed">
            {item.sender.name} · {formatDateTime(item.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {item.message}
        </Text>
        {item.screenshot ? <ScreenshotButton id={item.id} /> : null}
        {item.replies.map((reply) => (
          <Blockquote key={reply.at} color="brand" p="sm" cite={`${reply.by}, ${formatDateTime(reply.at)}`}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {reply.text}
            </Text>
          </Blockquote>
        ))}
      </Stack>
    </Card>
  );
}

function ScreenshotButton({ id }: { id: string }) {
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => openScreenshot(id).catch((error: unknown) => notifyError(errorMessage(error)))}
      >
        Open screenshot
      </Button>
    </div>
  );
}

const column = createColumnHelper<Feedback>();

/** The platform team's inbox: every message, filtered by status, answered in a drawer. */
function FeedbackInbox() {
  const list = useFeedbackList();
  const [status, setStatus] = useState<FeedbackStatus | 'all'>('new');
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = (list.data ?? []).filter((f) => status === 'all' || f.status === status);
  const open = (list.data ?? []).find((f) => f.id === openId) ?? null;
  const count = (s: FeedbackStatus) => (list.data ?? []).filter((f) => f.status === s).length;

  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const columns = [
    column.accessor('createdAt', {
      header: 'Received',
      meta: { label: 'Received' },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor((f) => `${f.sender.name} ${f.company.name ?? ''}`, {
      id: 'from',
      header: 'From',
      meta: { label: 'From', rowHeader: true },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.original.sender.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.company.name ?? row.original.sender.email}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('category', {
      header: 'About',
      meta: { label: 'About' },
      cell: ({ row }) => (
        <Group gap={4}>
          <StatusBadge set="feedbackCategory" code={row.original.category} variant="outline" />
          {row.original.kind === 'help' ? <Text size="xs">Get Help</Text> : null}
        </Group>
      ),
    }),
    column.accessor('message', {
      header: 'Message',
      meta: { label: 'Message' },
      cell: (info) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => <StatusBadge set="feedbackStatus" code={info.getValue()} prefix="Status" />,
    }),
    column.display({
      id: 'open',
      header: 'Actions',
      meta: { label: 'Actions', alwaysVisible: true },
      cell: ({ row }) => (
        <Button size="compact-sm" variant="default" onClick={() => setOpenId(row.original.id)}>
          Open
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Feedback"
        description="Everything users sent through Give Feedback and Get Help. Answer a message to reply by e-mail and in the sender’s company messages."
      />
      <DataTable
        label="Feedback"
        itemName={['message', 'messages']}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={list.isLoading}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={{ mode: 'client', pageSize: 20 }}
        sorting={{ mode: 'client', initial: [{ id: 'createdAt', desc: true }] }}
        filter={{ mode: 'client', placeholder: 'Search messages' }}
        toolbar={
          <SegmentedControl
            aria-label="Status"
            // Four states side by side are wider than a phone: one under the other there.
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            value={status}
            onChange={(value) => setStatus(value)}
            data={[
              { value: 'new', label: `New (${count('new')})` },
              { value: 'in_progress', label: `In progress (${count('in_progress')})` },
              { value: 'resolved', label: `Resolved (${count('resolved')})` },
              { value: 'all', label: 'All' },
            ]}
          />
        }
        empty={<EmptyState title="No messages with this status." size="sm" />}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="lg"
        title={open ? `${labelText('feedbackCategory', open.category)} from ${open.sender.name}` : ''}
      >
        {open ? <AnswerPanel key={open.id} item={open} onDone={() => setOpenId(null)} /> : null}
      </Drawer>
    </>
  );
}

function AnswerPanel({ item, onDone }: { item: Feedback; onDone: () => void }) {
  const answer = useAnswerFeedback();
  const [reply, setReply] = useState('');
  const [status, setStatus] = useState<FeedbackStatus>(item.status === 'new' ? 'in_progress' : item.status);
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { id: item.id, status, ...(reply.trim() ? { reply: reply.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(reply.trim() ? 'Answer sent' : 'Status updated');
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {item.sender.name} &lt;{item.sender.email}&gt; · {item.company.name ?? 'no company'} ·{' '}
        {formatDateTime(item.createdAt)}
        {item.page ? ` · on ${item.page}` : ''}
      </Text>
      <Card withBorder>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {item.message}
        </Text>
      </Card>
      {item.screenshot ? <ScreenshotButton id={item.id} /> : null}
      {item.replies.map((r) => (
        <Blockquote key={r.at} color="brand" p="sm" cite={`${r.by}, ${formatDateTime(r.at)}`}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {r.text}
          </Text>
        </Blockquote>
      ))}
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Answer (optional)"
            description="Mailed to the sender and shown among their company’s messages."
            autosize
            minRows={4}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
          />
          <Select
            label="Status"
            data={labelOptions('feedbackStatus')}
            value={status}
            onChange={(value) => value && setStatus(value)}
            allowDeselect={false}
          />
          <FormAlert error={answer.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={answer.isPending}>
              {reply.trim() ? 'Send answer' : 'Save status'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
