import { downloadApiFile } from '@/lib/save-file';

/** GET /api/responses/{id}/template.xlsx, saved under a name that says which response it is. */
export const downloadTemplate = (responseId: number, fileName: string): Promise<void> =>
  downloadApiFile(`/responses/${responseId}/template.xlsx`, fileName);
