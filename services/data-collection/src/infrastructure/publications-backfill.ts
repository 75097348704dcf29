import type { EventData } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { PUBLICATIONS, RESPONSES } from '../application/response-workspace';
import { publicationId, type PublicationDoc, type ResponseDoc } from '../domain/esg/response';

const PUBLISHED = 'data-collection.response.published.v1';

/**
 * Publications made before `publications` existed (ADR 0090) are recovered from the service's event
 * log: each `published.v1` event carries the version of every value it published. Runs at every start
 * and does nothing once every publication has its record (one query), so a database of any age ends up
 * with the same records a new one writes at publish time.
 */
export async function backfillPublications(store: Store): Promise<number> {
  const published = await store.find<ResponseDoc>(RESPONSES, { publicationNumber: { ne: 0 } });
  if (published.length === 0) return 0;
  const recorded = new Set(
    (
      await store.find<PublicationDoc>(PUBLICATIONS, {
        responseId: { in: published.map((r) => r.responseId) },
      })
    ).map((p) => p.id),
  );
  const missing = new Set<string>();
  for (const response of published)
    for (const publication of response.publications) {
      const id = publicationId(response.responseId, publication.number);
      if (!recorded.has(id)) missing.add(id);
    }
  if (missing.size === 0) return 0;

  const docs: PublicationDoc[] = [];
  for (let after = 0; ;) {
    const batch = await store.outbox.read(after, 1000);
    if (batch.length === 0) break;
    for (const { seq, event } of batch) {
      after = seq;
      if (event.type !== PUBLISHED) continue;
      const data = event.data as EventData<typeof PUBLISHED>;
      const id = publicationId(data.responseId, data.publicationNumber);
      if (!missing.has(id)) continue;
      missing.delete(id);
      docs.push({
        id,
        responseId: data.responseId,
        companyId: data.companyId,
        period: data.period,
        standardId: data.standardId,
        number: data.publicationNumber,
        publishedAt: data.publishedAt,
        publishedBy: data.publishedBy,
        versions: Object.fromEntries(data.values.map((v) => [v.metricCode, v.valueVersionId])),
      });
    }
  }
  if (docs.length > 0)
    await store.transaction(async (tx) => {
      await tx.putMany(PUBLICATIONS, docs);
    });
  return docs.length;
}
