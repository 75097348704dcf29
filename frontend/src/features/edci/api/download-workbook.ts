import { edciWorkbookFileName } from '@esg/contracts/edci';
import { apiDownload } from '@/lib/api-client';

/** GET /api/edci/submissions/{id}/workbook.xlsx: the submission workbook, saved as EDCI-{year}-{GP key}.xlsx. */
export async function downloadEdciWorkbook(id: number, year: number, gpKey: string | null): Promise<void> {
  const blob = await apiDownload(`/edci/submissions/${id}/workbook.xlsx`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = edciWorkbookFileName(year, gpKey);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
