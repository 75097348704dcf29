import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useDownloadFile } from '../api/download-file';
import type { StoredFile } from '../api/schemas';
import { Failure } from './failure';
import { formatBytes, formatDate } from './format';

/** Files of a plan, each downloadable (as an attachment) by whoever may see the plan. */
export function FileList({ files, label }: { files: readonly StoredFile[]; label: string }) {
  const download = useDownloadFile();
  if (files.length === 0) return <p className="ap-muted">No files yet.</p>;
  return (
    <>
      <Failure error={download.error} fallback={ACTION_PLAN_ERRORS.download} />
      <ul className="ap-files" aria-label={label}>
        {files.map((file) => (
          <li key={file.fileId} className="ap-files__item">
            <button
              type="button"
              className="link-button"
              onClick={() => download.mutate({ fileId: file.fileId, name: file.name })}
            >
              {file.name}
            </button>
            <span className="ap-muted">
              {formatBytes(file.size)} · {formatDate(file.uploadedAt)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
