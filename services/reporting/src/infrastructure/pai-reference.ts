import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import { paiReferenceFrom, type PaiReference } from '../domain/pai/reference';

let cached: PaiReference | null = null;

/**
 * sfdr_pai.json from libs/reference-data, read once per process. A missing or malformed file stops the
 * caller with a message naming the field (the service does not start without its reference data).
 */
export function loadPaiReference(): PaiReference {
  if (cached) return cached;
  const bytes = readFileSync(referenceFilePath('sfdr_pai.json'));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  cached = paiReferenceFrom(JSON.parse(bytes.toString('utf8')) as unknown, sha256);
  return cached;
}
