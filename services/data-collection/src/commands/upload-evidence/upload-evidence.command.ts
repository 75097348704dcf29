import { Command } from '@nestjs/cqrs';
import type { CurrentValue } from '@esg/contracts';
import type { Principal, UploadSource } from '@esg/platform';

/**
 * POST /responses/{id}/values/{metricCode}/evidence: files that back a value (multipart, the
 * platform's attachment policy: the same types and limits as action-plan files). The value gets a
 * new version that carries them; GET /responses/{id}/evidence/{fileId} downloads one.
 */
export class UploadEvidenceCommand extends Command<{ metricCode: string; value: CurrentValue }> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    /** The multipart body, read only once the caller is admitted (ADR 0018; issue 23, finding 8). */
    readonly source: UploadSource,
  ) {
    super();
  }
}
