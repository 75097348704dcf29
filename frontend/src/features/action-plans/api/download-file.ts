import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** GET /api/deliverables/files/{fileId}: any file of a plan, saved under its own name. */
export async function downloadFile(fileId: string, name: string): Promise<void> {
  const blob = await apiDownload(`/deliverables/files/${fileId}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadFile() {
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) => downloadFile(fileId, name),
  });
}
