import type { CrossCheck, FrameworkSection } from '@esg/contracts';
import type { Doc, Store, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import type { TierRule } from '../domain/esg/framework';
import { rewordEdciSection, sha256 } from './frameworks';
import { loadReferenceData } from './reference-data';
import type { BuiltFramework, MetricSeed } from './reference-types';

export const METRICS = 'metrics';
export const METRIC_CHECKS = 'metric_checks';
export const FRAMEWORKS = 'frameworks';

export interface MetricDoc extends Doc, MetricSeed {}
export interface MetricCheckDoc extends Doc, CrossCheck {}

/** A stored framework version (collection `frameworks`, id `<standardId>@<version>`). */
export interface FrameworkDoc extends Doc {
  standardId: number;
  name: string;
  version: string;
  /** The version the source declared; `version` adds `-r2`, `-r3` … when the content changed under it. */
  declaredVersion: string;
  description: string;
  source: BuiltFramework['source'];
  tiers: TierRule[] | null;
  /** Parts a request chooses from (absent on frameworks asked as a whole). */
  modules?: BuiltFramework['modules'];
  sections: FrameworkSection[];
  /** Hash of the content (sections, tiers, names): what decides whether a version is new. */
  contentHash: string;
  /** Order of storage per standard: the highest is the current version. */
  sequence: number;
  storedAt: string;
}

export function contentHash(framework: BuiltFramework): string {
  return sha256(
    JSON.stringify({
      name: framework.name,
      description: framework.description,
      tiers: framework.tiers,
      // Only frameworks with modules hash them, so the other frameworks' stored versions stay current.
      modules: framework.modules?.length ? framework.modules : undefined,
      sections: framework.sections,
      source: framework.source.sha256,
    }),
  );
}

/**
 * Reference data of the ESG dictionary and frameworks, written at every start (idempotent): the
 * dictionary is kept in step with the files; a framework whose content changed is stored as a new
 * version beside the old ones, which stay for the responses requested with them (ADR 0011).
 */
export async function writeEsgReferenceData(
  runtime: Pick<ServiceRuntime, 'store' | 'logger'>,
): Promise<void> {
  const data = await loadReferenceData();
  await runtime.store.transaction(async (tx) => {
    for (const metric of data.metrics.values()) {
      const stored = await tx.get<MetricDoc>(METRICS, metric.code);
      const doc: MetricDoc = { id: metric.code, ...metric };
      if (!stored || JSON.stringify(stored) !== JSON.stringify(doc)) await tx.put(METRICS, doc);
    }
    const checkIds = new Set(data.crossChecks.map((c) => c.id));
    for (const check of await tx.find<MetricCheckDoc>(METRIC_CHECKS))
      if (!checkIds.has(check.id)) await tx.delete(METRIC_CHECKS, check.id);
    for (const check of data.crossChecks) await tx.put<MetricCheckDoc>(METRIC_CHECKS, { ...check });
    for (const framework of data.frameworks) {
      await rewordStoredVersions(tx, framework.standardId);
      const stored = await storeFramework(tx, framework);
      if (stored)
        runtime.logger.info(
          { standardId: framework.standardId, version: stored },
          'framework version stored',
        );
    }
  });
}

/**
 * Brings the wording of a standard's stored versions up to today's (`rewordEdciSection`), so a data
 * folder written before a wording fix shows the new text in every response, old ones included; the
 * content hash follows, so a framework whose only change was wording gets no new version.
 */
export async function rewordStoredVersions(tx: Transaction | Store, standardId: number): Promise<number> {
  let count = 0;
  for (const doc of await tx.find<FrameworkDoc>(FRAMEWORKS, { standardId })) {
    const sections = rewordEdciSection(doc.sections);
    if (sections === doc.sections) continue;
    const reworded = { ...doc, sections };
    await put(tx, { ...reworded, contentHash: contentHash(reworded) });
    count++;
  }
  return count;
}

/** Stores a framework version unless that content is already stored; answers the new version, or null. */
export async function storeFramework(
  tx: Transaction | Store,
  framework: BuiltFramework,
  now = new Date(),
): Promise<string | null> {
  const hash = contentHash(framework);
  const existing = await tx.find<FrameworkDoc>(FRAMEWORKS, { standardId: framework.standardId });
  const latest = existing.reduce((max, f) => Math.max(max, f.sequence), 0);
  const same = existing.find((f) => f.contentHash === hash);
  if (same) {
    // Back to an earlier content (a file restored): that version becomes current again.
    if (same.sequence !== latest) await put(tx, { ...same, sequence: latest + 1 });
    return null;
  }
  let version = framework.version;
  for (let revision = 2; existing.some((f) => f.version === version); revision++)
    version = `${framework.version}-r${revision}`;
  const doc: FrameworkDoc = {
    id: `${framework.standardId}@${version}`,
    standardId: framework.standardId,
    name: framework.name,
    version,
    declaredVersion: framework.version,
    description: framework.description,
    source: framework.source,
    tiers: framework.tiers,
    ...(framework.modules?.length ? { modules: framework.modules } : {}),
    sections: framework.sections,
    contentHash: hash,
    sequence: latest + 1,
    storedAt: now.toISOString(),
  };
  await put(tx, doc);
  return version;
}

async function put(tx: Transaction | Store, doc: FrameworkDoc): Promise<void> {
  if ('put' in tx) await tx.put(FRAMEWORKS, doc);
  else await tx.transaction((t) => t.put(FRAMEWORKS, doc));
}
