import { Code } from '@mantine/core';
import type { CreatedWebhook } from '@esg/contracts/webhooks';
import { SecretOnceModal } from '@/components/ui/secret-once-modal';

/** How a receiver checks a delivery (Standard Webhooks), shown beside the secret. */
const VERIFY = `const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
const expected = crypto
  .createHmac('sha256', key)
  .update(\`\${headers['webhook-id']}.\${headers['webhook-timestamp']}.\${rawBody}\`)
  .digest('base64');
// headers['webhook-signature'] lists "v1,<signature>": accept when one equals v1,\${expected}`;

/** The one time a webhook's signing secret is shown: copy it now, with how to verify a delivery. */
export function NewSecretModal({
  created,
  url,
  rotated,
  onClose,
}: {
  created: CreatedWebhook;
  url: string;
  rotated: boolean;
  onClose: () => void;
}) {
  return (
    <SecretOnceModal
      title={rotated ? 'New signing secret' : 'Webhook created'}
      noun="secret"
      secret={created.secret}
      testId="new-webhook-secret"
      intro={
        <>
          Deliveries to <Code>{url}</Code> are signed with this secret
          {rotated ? ' from now on; the previous one no longer signs anything.' : '.'}
        </>
      }
      warning={
        <>
          Your receiver needs it to check the <Code>webhook-signature</Code> header.
        </>
      }
      example={{
        title: 'Verify a delivery (Node.js)',
        code: VERIFY,
        footnote: (
          <>
            Any Standard Webhooks library does the same. Reject old timestamps and deduplicate on{' '}
            <Code>webhook-id</Code>.
          </>
        ),
      }}
      onClose={onClose}
    />
  );
}
