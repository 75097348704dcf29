import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/save-file';
import { dataCollectionKeys } from './query-keys';

/** The report's file name as the server names it: `<company>-VSME-<period>`. */
export const vsmeReportName = (companyName: string, period: string): string =>
  `${companyName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-VSME-${period}`;

/**
 * GET /api/responses/{id}/vsme-report.xhtml (the Inline XBRL report of the last publication) or
 * …/vsme-report.zip (the XBRL report package), saved under the report's name.
 */
export const downloadVsmeReport = (responseId: number, kind: 'xhtml' | 'zip', name: string): Promise<void> =>
  downloadApiFile(`/responses/${responseId}/vsme-report.${kind}`, `${name}.${kind}`);

/** The Inline XBRL report's text, for the preview (fetched when the preview opens). */
export function useVsmeReportPreview(responseId: number, publicationNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: [...dataCollectionKeys.response(responseId), 'vsme-report', publicationNumber],
    queryFn: async () => (await apiDownload(`/responses/${responseId}/vsme-report.xhtml`)).text(),
    enabled,
    staleTime: Infinity,
  });
}
