import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { assurancePackFileName, assurancePackPath, type AssuranceScope } from '@esg/contracts/assurance';
import { notifyError } from '@/lib/notify';
import { downloadApiFile } from '@/lib/save-file';

/**
 * Downloads the assurance pack of a company, a fund or the PAI report for a period (docs/assurance.md): one
 * zip with every value and its history, the documents, the PAI calculations, the audit log and a README.
 * The label names what and which period, so a page with several buttons says which is which.
 */
export function AssurancePackButton({
  scope,
  id,
  period,
  name,
  ...props
}: { scope: AssuranceScope; id: number; period: string; name: string } & Omit<ButtonProps, 'children'>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApiFile(
        assurancePackPath(scope, id, period).replace(/^\/api/, ''),
        assurancePackFileName(scope, id, period),
      );
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The pack could not be made', 'No assurance pack');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileZip size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download the assurance pack of ${name} for ${period}`}
      {...props}
    >
      Assurance pack {period}
    </Button>
  );
}
