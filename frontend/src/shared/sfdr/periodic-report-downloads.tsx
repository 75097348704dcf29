import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import { periodicReportFileName, type PeriodicReportFormat } from '@esg/contracts/sfdr-documents';
import { notifyError } from '@/lib/notify';
import { downloadApiFile } from '@/lib/save-file';

/** GET /api/funds/{fundId}/periodic-report/{year}.pdf, .docx or .xlsx (Annex IV or V of 2022/1288). */
export function downloadPeriodicReport(
  fundId: number,
  year: number,
  fundName: string,
  format: PeriodicReportFormat,
): Promise<void> {
  return downloadApiFile(
    `/funds/${fundId}/periodic-report/${year}.${format}`,
    periodicReportFileName(year, fundName, format),
  );
}

const FORMATS: Array<{ format: PeriodicReportFormat; label: string; icon: ReactNode; primary: boolean }> = [
  {
    format: 'pdf',
    label: 'Periodic report PDF',
    icon: <IconFileTypePdf size={16} aria-hidden />,
    primary: true,
  },
  {
    format: 'docx',
    label: 'Periodic report Word',
    icon: <IconFileTypeDocx size={16} aria-hidden />,
    primary: false,
  },
  {
    format: 'xlsx',
    label: 'Periodic report spreadsheet',
    icon: <IconFileSpreadsheet size={16} aria-hidden />,
    primary: false,
  },
];

/**
 * The periodic report's three downloads (issue 26), one at a time, on the fund page and on the fund's PAI
 * report; `children` follow the buttons in the same row (the fund page's link to complete the report).
 */
export function PeriodicReportDownloads({
  fundId,
  fundName,
  year,
  children,
}: {
  fundId: number;
  fundName: string;
  year: number;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState<PeriodicReportFormat | null>(null);
  const download = (format: PeriodicReportFormat) => {
    setBusy(format);
    downloadPeriodicReport(fundId, year, fundName, format)
      .catch(() => notifyError('The periodic report could not be downloaded. Please try again.'))
      .finally(() => setBusy(null));
  };
  return (
    <Group gap="xs" wrap="wrap">
      {FORMATS.map(({ format, label, icon, primary }) => (
        <Button
          key={format}
          size="sm"
          variant={primary ? undefined : 'default'}
          leftSection={icon}
          onClick={() => download(format)}
          loading={busy === format}
          disabled={busy !== null}
        >
          {label}
        </Button>
      ))}
      {children}
    </Group>
  );
}
