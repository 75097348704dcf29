import type { CreatedApiKey } from '@esg/contracts/api-keys';
import { SecretOnceModal } from '@/components/ui/secret-once-modal';

/** The one time a key's secret is shown: copy it now, with an example call. */
export function NewKeyModal({
  created,
  name,
  rotated,
  onClose,
}: {
  created: CreatedApiKey;
  name: string;
  rotated: boolean;
  onClose: () => void;
}) {
  return (
    <SecretOnceModal
      title={rotated ? `New secret for “${name}”` : `Key “${name}” created`}
      noun="key"
      secret={created.key}
      testId="new-api-key"
      warning="Store it where your system keeps its secrets."
      example={{
        title: 'Try it',
        code: `curl -H "X-API-Key: ${created.key}" ${window.location.origin}/api/metrics`,
      }}
      onClose={onClose}
    />
  );
}
