import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import { notifyError } from '@/lib/notify';
import { downloadTcfdPdf, downloadTcfdWord, type TcfdReportInput } from '../tcfd-report';

/** Spec 9: the export spinner shows for 2 s at least. */
const SPINNER_MS = 2_000;

/** The 'TCFD Recommendations Report' as an A4 PDF or a Word file, made in the browser. */
export function TcfdReportDownloads({ input }: { input: TcfdReportInput }) {
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  const run = (kind: 'pdf' | 'docx') => {
    setBusy(kind);
    const started = Date.now();
    (kind === 'pdf' ? downloadTcfdPdf(input) : downloadTcfdWord(input))
      .catch(() =>
        notifyError(`The ${kind === 'pdf' ? 'PDF' : 'Word'} report could not be made. Please try again.`),
      )
      .finally(() =>
        window.setTimeout(() => setBusy(null), Math.max(0, SPINNER_MS - (Date.now() - started))),
      );
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button leftSection={<IconDownload size={16} aria-hidden />} loading={busy !== null}>
          Download report
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => run('pdf')}>
          PDF (A4)
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeDocx size={16} aria-hidden />} onClick={() => run('docx')}>
          Word (.docx)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
