import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { notifyError } from '@/lib/notify';
import { downloadPdf, type PdfOptions } from '@/lib/export/pdf';
import { downloadXlsx, type ExportSheet } from '@/lib/export/xlsx';

interface ExportMenuProps {
  /** File name without extension. */
  fileName: string;
  /** The tables to write, built when asked (not on every render). */
  sheets: () => readonly ExportSheet[];
  pdf: PdfOptions;
  label?: string;
}

/**
 * "Export" with Excel and PDF: the libraries (xlsx, jspdf) are downloaded only when one is chosen,
 * so no page pays for them up front (docs/frontend.md, "Exports").
 */
export function ExportMenu({ fileName, sheets, pdf, label = 'Export' }: ExportMenuProps) {
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const run = (kind: 'xlsx' | 'pdf') => {
    setBusy(kind);
    const work = kind === 'xlsx' ? downloadXlsx(fileName, sheets()) : downloadPdf(fileName, sheets(), pdf);
    work
      .catch(() =>
        notifyError(`The ${kind === 'xlsx' ? 'Excel' : 'PDF'} file could not be made. Please try again.`),
      )
      .finally(() => setBusy(null));
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy !== null}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => run('xlsx')}>
          Excel (.xlsx)
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => run('pdf')}>
          PDF
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
