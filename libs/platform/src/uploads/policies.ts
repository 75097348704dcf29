import type { UploadPolicy } from './inspect-upload';

const MB = 1024 * 1024;

export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

/** Documents attached to work (action-plan deliverables, advisor and verification documents): 10 MB. */
export const DOCUMENT_UPLOADS: UploadPolicy = { types: MEDIA_TYPES, maxBytes: 10 * MB };

/** Spreadsheets imported as data (data-collection): xlsx and csv, 20 MB. */
export const SPREADSHEET_UPLOADS: UploadPolicy = {
  types: { xlsx: MEDIA_TYPES.xlsx, csv: MEDIA_TYPES.csv },
  maxBytes: 20 * MB,
};

/** Screenshots (feedback): images only, 5 MB. */
export const IMAGE_UPLOADS: UploadPolicy = {
  types: { png: MEDIA_TYPES.png, jpg: MEDIA_TYPES.jpg, jpeg: MEDIA_TYPES.jpeg, webp: MEDIA_TYPES.webp },
  maxBytes: 5 * MB,
};
