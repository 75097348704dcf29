import { useState } from 'react';
import { routeTitle } from '@esg/access-policy';
import { Button, Card, Grid, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { FEEDBACK_MESSAGE_MAX, type CustomerMessage } from '@esg/contracts/support';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useCustomerMessages, useSendCustomerMessage } from '../api/customer-messages';

interface CustomerMessagesPageProps {
  isAdmin: boolean;
  companyName: string | null;
  /** The admin's choice of recipients. */
  companies: ReadonlyArray<{ id: number; name: string }>;
  feedbackPath: '/feedbacks' | '/getHelp';
}

/**
 * The customer-specific message route (spec 2.1): what the platform team wrote to the user's
 * company, replies to its feedback included; the admin writes to one company at a time.
 */
export function CustomerMessagesPage({
  isAdmin,
  companyName,
  companies,
  feedbackPath,
}: CustomerMessagesPageProps) {
  const messages = useCustomerMessages();
  const list = messages.data ?? [];
  const body = messages.isLoading ? (
    <Text c="dimmed">Loading…</Text>
  ) : messages.error ? (
    <FormAlert error={messages.error} />
  ) : list.length === 0 ? (
    <Card>
      <EmptyState
        title={isAdmin ? 'No message sent yet.' : 'No messages from the platform team yet.'}
        description={
          isAdmin
            ? 'Messages you write to a company appear here and on that company’s Messages page.'
            : 'Announcements for your organisation and answers to your feedback will appear here.'
        }
      />
    </Card>
  ) : (
    <Stack gap="sm">
      {list.map((m) => (
        <MessageCard key={m.id} message={m} showCompany={isAdmin} feedbackPath={feedbackPath} />
      ))}
    </Stack>
  );
  return (
    <>
      <PageHeader
        title={routeTitle('/customer-message')}
        description={
          isAdmin
            ? 'Write to a customer company: its users read it here. Answers to feedback are listed too.'
            : `Messages from the platform team to ${companyName ?? 'your company'}.`
        }
      />
      {isAdmin ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ComposeMessage companies={companies} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Title order={2} size="h4" mb="sm">
              Sent messages
            </Title>
            {body}
          </Grid.Col>
        </Grid>
      ) : (
        <Stack maw={820}>{body}</Stack>
      )}
    </>
  );
}

function MessageCard({
  message,
  showCompany,
  feedbackPath,
}: {
  message: CustomerMessage;
  showCompany: boolean;
  feedbackPath: '/feedbacks' | '/getHelp';
}) {
  return (
    <Card component="article" aria-labelledby={`message-${message.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={`message-${message.id}`}>
            {message.subject}
          </Title>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.createdAt)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          From {message.from}
          {showCompany ? ` to ${message.companyName ?? `company ${message.companyId}`}` : ''}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {message.body}
        </Text>
        {message.feedbackId && !showCompany ? (
          <AnchorLink to={feedbackPath} size="sm">
            See the feedback it answers →
          </AnchorLink>
        ) : null}
      </Stack>
    </Card>
  );
}

function ComposeMessage({ companies }: { companies: ReadonlyArray<{ id: number; name: string }> }) {
  const send = useSendCustomerMessage();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!companyId || !subject.trim() || !text.trim()) return;
    send.mutate(
      { companyId: Number(companyId), subject: subject.trim(), body: text.trim() },
      {
        onSuccess: () => {
          notifySuccess('Message sent');
          setSubject('');
          setText('');
          setTouched(false);
        },
      },
    );
  };
  return (
    <Card component="section" aria-labelledby="compose-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="compose-title">
            New message
          </Title>
          <Select
            label="Company"
            placeholder="Choose a company"
            searchable
            data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
            value={companyId}
            onChange={setCompanyId}
            error={touched && !companyId ? 'Choose the company to write to' : undefined}
            required
          />
          <TextInput
            label="Subject"
            maxLength={160}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            error={touched && !subject.trim() ? 'Give the message a subject' : undefined}
            required
          />
          <Textarea
            label="Message"
            autosize
            minRows={5}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={touched && !text.trim() ? 'Write the message' : undefined}
            required
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
  );
}
