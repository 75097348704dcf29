import { apiDownload } from '@/lib/api-client';

/** GET /api/responses/{id}/template.xlsx, saved under a name that says which response it is. */
export async function downloadTemplate(responseId: number, fileName: string): Promise<void> {
  const blob = await apiDownload(`/responses/${responseId}/template.xlsx`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
