import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/save-file';

/** GET /api/deliverables/files/{fileId}: any file of a plan, saved under its own name. */
export const downloadFile = (fileId: string, name: string): Promise<void> =>
  downloadApiFile(`/deliverables/files/${fileId}`, name);

export function useDownloadFile() {
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) => downloadFile(fileId, name),
  });
}
