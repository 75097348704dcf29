import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCircleCheck, IconMessageCircle } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import type {
  ResponseMetric,
  ThreadPerson,
  ThreadSide,
  ValueComment,
  ValueThread,
} from '@esg/contracts/data-collection/index';
import { FormAlert } from '@/components/ui/form-alert';
import { useResponseThreads, useThreadWrites, useValueThread } from '../api/value-threads';
import { formatDateTime } from './format';

/*
 * The discussion of one value (issue 27, ADR 0213): a button beside the value with its comment count and
 * state, opening a drawer with the thread, where the investor's team, the company and a contributor assigned
 * the value write, mention each other and resolve it. Shared by the review screen and the questionnaire; it
 * updates live (the thread events invalidate its queries).
 */

const SIDE_LABELS: Record<ThreadSide, string> = {
  investor: 'Investor',
  company: 'Company',
  contributor: 'Contributor',
};

const metricTitle = (metric: ResponseMetric) => metric.label ?? metric.definition.name;

/** The "Discuss" button of one value; opens its thread (also when the page's link names it). */
export function ValueThreadButton({ responseId, metric }: { responseId: number; metric: ResponseMetric }) {
  const search = useSearch({ strict: false });
  const [opened, setOpened] = useState(search.thread === metric.code);
  const threads = useResponseThreads(responseId).data;
  const summary = threads?.threads.find((t) => t.metricCode === metric.code);
  const title = metricTitle(metric);
  const resolved = summary?.status === 'resolved';
  const label = summary
    ? `${summary.comments} comment${summary.comments === 1 ? '' : 's'}${resolved ? ', resolved' : ''}`
    : 'Discuss';
  return (
    <>
      <Button
        variant={summary && !resolved ? 'light' : 'subtle'}
        color={resolved ? 'gray' : undefined}
        size="compact-sm"
        leftSection={
          resolved ? <IconCircleCheck size={14} aria-hidden /> : <IconMessageCircle size={14} aria-hidden />
        }
        onClick={() => setOpened(true)}
        aria-label={`Discussion of ${title}: ${label}`}
      >
        {label}
      </Button>
      {opened ? (
        <ValueThreadDrawer
          responseId={responseId}
          metricCode={metric.code}
          title={title}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </>
  );
}

function ValueThreadDrawer({
  responseId,
  metricCode,
  title,
  onClose,
}: {
  responseId: number;
  metricCode: string;
  title: string;
  onClose: () => void;
}) {
  const thread = useValueThread(responseId, metricCode, true);
  const t = thread.data;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the discussion' }}
      title={
        <Group gap="xs">
          <Text fw={600}>Discussion: {title}</Text>
          {t ? (
            <Badge color={t.status === 'resolved' ? 'green' : 'blue'} variant="light">
              {t.status === 'resolved' ? 'Resolved' : 'Open'}
            </Badge>
          ) : null}
        </Group>
      }
    >
      {t ? (
        <ThreadBody responseId={responseId} metricCode={metricCode} thread={t} />
      ) : thread.error ? (
        <FormAlert error={thread.error} />
      ) : (
        <Text c="dimmed">Loading the discussion…</Text>
      )}
    </Drawer>
  );
}

/** "@Priya Chen" in a comment's text, in bold when it names someone the comment mentions. */
function withMentions(text: string, mentions: readonly ThreadPerson[]): ReactNode[] {
  const names = mentions.map((m) => `@${m.name}`).filter((n) => text.includes(n));
  if (names.length === 0) return [text];
  const pattern = new RegExp(`(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text
    .split(pattern)
    .map((part, i) => (names.includes(part) ? <strong key={i}>{part}</strong> : part));
}

function CommentCard({ comment, onReply }: { comment: ValueComment; onReply?: () => void }) {
  return (
    <Paper component="article" withBorder p="sm" radius="md" ml={comment.replyTo ? 'xl' : 0}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {comment.byName ?? 'A former user'}
            </Text>
            <Badge size="xs" variant="light" color={comment.side === 'investor' ? 'violet' : 'teal'}>
              {SIDE_LABELS[comment.side]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.at)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {withMentions(comment.text, comment.mentions)}
        </Text>
        {onReply ? (
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-xs" onClick={onReply}>
              Reply
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ThreadBody({
  responseId,
  metricCode,
  thread,
}: {
  responseId: number;
  metricCode: string;
  thread: ValueThread;
}) {
  const { post, setStatus } = useThreadWrites(responseId, metricCode);
  const [text, setText] = useState('');
  const [mentioned, setMentioned] = useState<string[]>([]);
  const [replyTo, setReplyTo] = useState<ValueComment | null>(null);
  const people = thread.mentionable;
  // A line of the discussion: a comment and its replies, in the order written; steps by time between them.
  const openers = thread.comments.filter((c) => c.replyTo === null);
  const repliesOf = (id: string) => thread.comments.filter((c) => c.replyTo === id);
  const entries: Array<{ at: string; node: ReactNode }> = [
    ...openers.map((c) => ({
      at: c.at,
      node: (
        <Stack key={c.commentId} gap="xs">
          <CommentCard comment={c} onReply={thread.canWrite ? () => setReplyTo(c) : undefined} />
          {repliesOf(c.commentId).map((r) => (
            <CommentCard key={r.commentId} comment={r} />
          ))}
        </Stack>
      ),
    })),
    ...thread.steps.map((s, i) => ({
      at: s.at,
      node: (
        <Text key={`step-${i}`} size="xs" c="dimmed" ta="center">
          {s.byName ?? 'Someone'} {s.kind === 'resolved' ? 'resolved' : 'reopened'} the discussion ·{' '}
          {formatDateTime(s.at)}
        </Text>
      ),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const choose = (ids: string[]) => {
    // A newly chosen person is written into the text as @Name, where the reader sees who is meant.
    for (const id of ids.filter((i) => !mentioned.includes(i))) {
      const person = people.find((p) => String(p.userId) === id);
      if (person && !text.includes(`@${person.name}`))
        setText((t) => `${t}${t === '' || t.endsWith(' ') ? '' : ' '}@${person.name} `);
    }
    setMentioned(ids);
  };
  const send = () => {
    // Mentioned: the people chosen, and anyone whose @Name was typed in the text.
    const ids = new Set(mentioned.map(Number));
    for (const p of people) if (text.includes(`@${p.name}`)) ids.add(p.userId);
    post.mutate(
      {
        text,
        ...(replyTo ? { replyTo: replyTo.commentId } : {}),
        ...(ids.size > 0 ? { mentions: [...ids] } : {}),
      },
      {
        onSuccess: () => {
          setText('');
          setMentioned([]);
          setReplyTo(null);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {thread.comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          No one has discussed this value yet.{' '}
          {thread.canWrite ? 'Ask a question or explain the value; the other side is told.' : ''}
        </Text>
      ) : (
        <Stack gap="sm">{entries.map((e) => e.node)}</Stack>
      )}
      {thread.canWrite && thread.comments.length > 0 ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="default"
            loading={setStatus.isPending}
            leftSection={thread.status === 'open' ? <IconCircleCheck size={14} aria-hidden /> : undefined}
            onClick={() => setStatus.mutate(thread.status === 'open' ? 'resolve' : 'reopen')}
          >
            {thread.status === 'open' ? 'Resolve discussion' : 'Reopen discussion'}
          </Button>
        </Group>
      ) : null}
      <FormAlert error={setStatus.error} />
      {thread.canWrite ? (
        <Box component="form" onSubmit={(e) => (e.preventDefault(), send())}>
          <Stack gap="xs">
            {replyTo ? (
              <Alert
                variant="light"
                p="xs"
                withCloseButton
                onClose={() => setReplyTo(null)}
                closeButtonLabel="Cancel the reply"
              >
                <Text size="xs">Replying to {replyTo.byName ?? 'a former user'}</Text>
              </Alert>
            ) : null}
            {thread.status === 'resolved' ? (
              <Text size="xs" c="dimmed">
                Writing here opens the discussion again.
              </Text>
            ) : null}
            <Textarea
              label={replyTo ? 'Your reply' : 'Your comment'}
              placeholder="Write @ and a name, or choose people to mention below"
              autosize
              minRows={3}
              maxLength={4000}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <MultiSelect
              label="Mention"
              placeholder={
                people.length > 0 ? 'Choose people who are told' : 'No one else can read this value'
              }
              data={people.map((p) => ({
                value: String(p.userId),
                label: `${p.name} (${SIDE_LABELS[p.side]})`,
              }))}
              value={mentioned}
              onChange={choose}
              searchable
              clearable
              disabled={people.length === 0}
            />
            <FormAlert error={post.error} />
            <Group justify="flex-end">
              <Button type="submit" loading={post.isPending} disabled={text.trim() === ''}>
                {replyTo ? 'Post reply' : 'Post comment'}
              </Button>
            </Group>
          </Stack>
        </Box>
      ) : (
        <Text size="xs" c="dimmed">
          You can read this discussion; the investor&apos;s team, the company and a contributor assigned the
          value write in it.
        </Text>
      )}
    </Stack>
  );
}
