import type { CloudEvent } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import type { FileDoc } from '../../application/uploads';
import { FILES, releaseStorage } from '../../application/uploads';
import {
  CHANGE_REQUESTS,
  COMMENTS,
  INTERNAL_NOTES,
  PlanWorkspace,
  RECOMMENDATIONS,
} from '../../application/workspace';
import type { Plan } from '../../domain/plan';
import type { Recommendation } from '../../domain/recommendation';

/**
 * Deletes recommendations with everything under them (comments, notes, change requests, file
 * records) and returns one deleted event per recommendation plus the file ids to remove after commit.
 */
export async function deleteRecommendations(
  workspace: PlanWorkspace,
  w: { tx: Transaction; plan: Plan; actorId: number },
  recs: readonly Recommendation[],
): Promise<{ events: CloudEvent[]; fileIds: string[] }> {
  const events: CloudEvent[] = [];
  const fileIds: string[] = [];
  for (const rec of recs) {
    const filter = { recommendationId: rec.recommendationId };
    const files = await w.tx.find<FileDoc>(FILES, filter);
    fileIds.push(...files.map((f) => f.fileId));
    await releaseStorage(w.tx, files);
    for (const collection of [COMMENTS, INTERNAL_NOTES, CHANGE_REQUESTS, FILES])
      await w.tx.deleteMany(collection, filter);
    await w.tx.delete(RECOMMENDATIONS, rec.id);
    events.push(
      await workspace.recommendationEvent(
        'action-plans.recommendation.deleted.v1',
        { ...w, rec },
        { status: rec.status },
      ),
    );
  }
  return { events, fileIds };
}
