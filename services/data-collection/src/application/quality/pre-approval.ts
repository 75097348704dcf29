import { Inject, Injectable } from '@nestjs/common';
import type { CloudEvent, PreApprovalDecision, ResponseQuality } from '@esg/contracts';
import type { Doc, DocumentReader, Transaction } from '@esg/persistence';
import { nextStatus, reviewOutcome, type CurrentValueDoc, type ResponseDoc } from '../../domain/esg/response';
import { preApprovalDecisions, sampleSeed, type PreApprovalDraw } from '../../domain/quality/pre-approval';
import { ESG_SETTINGS, type EsgSettings } from '../esg-settings';
import { responseEvent, responseRef, statusChanged } from '../response-events';
import { RESPONSES, type ResponseState } from '../response-workspace';
import { moved } from '../transitions';
import { answeredValues, recordVerdict, valuesWaiting } from '../value-reviews';
import { PortfolioQuality } from './portfolio-quality';
import { settingsFor } from './quality-settings';

export const PRE_APPROVAL_DRAWS = 'pre_approval_draws';

/** The system's actor for automatic approvals: no person (gateway user ids start at 1). */
export const PRE_APPROVAL_ACTOR_ID = 0;

/** The last draw of a response (collection `pre_approval_draws`, id = the response's id). */
export interface PreApprovalDrawDoc extends Doc, PreApprovalDraw {
  responseId: number;
  at: string;
}

/**
 * Risk-based pre-approval (issue 27 item 5, ADR 0186): applies a GP's setting when a company hands a
 * response in, and tells the review screen what it did with each value.
 */
@Injectable()
export class PreApproval {
  constructor(
    private readonly quality: PortfolioQuality,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  /** How many flags wait for the GP (open or explained, not resolved) on each of the codes' values. */
  async waitingFlags(
    reader: DocumentReader,
    response: ResponseDoc,
    codes: readonly string[],
  ): Promise<Map<string, number>> {
    const quality = await this.quality.forResponse(reader, response, codes, 'investor');
    return new Map(
      codes.map((code) => [
        code,
        (quality.metrics[code]?.flags ?? []).filter((f) => f.status !== 'resolved').length,
      ]),
    );
  }

  /**
   * The response was just handed in (status submitted): when the GP that asked for it turned pre-approval
   * on, its unflagged values not drawn for the sample are accepted with their reason; every value's
   * outcome is kept and announced. Returns the events to append (none when the setting is off).
   */
  async onHandedIn(
    tx: Transaction,
    response: ResponseDoc,
    state: ResponseState,
    at: string,
  ): Promise<{ response: ResponseDoc; events: CloudEvent[] }> {
    const { preApproval } = await settingsFor(
      tx,
      response.requesterCompanyId,
      this.settings.yearOnYearWarningPercent,
    );
    const waiting = valuesWaiting(state);
    if (!preApproval.enabled || waiting.length === 0) return { response, events: [] };
    const flags = await this.waitingFlags(
      tx,
      response,
      waiting.map((v) => v.metricCode),
    );
    const draw = preApprovalDecisions({
      seed: sampleSeed(response),
      samplePercent: preApproval.samplePercent,
      candidates: waiting.map((v) => ({
        metricCode: v.metricCode,
        valueVersionId: v.valueVersionId,
        waitingFlags: flags.get(v.metricCode) ?? 0,
      })),
    });
    const byCode = new Map<string, CurrentValueDoc>(waiting.map((v) => [v.metricCode, v]));
    for (const decision of draw.decisions.filter((d) => d.outcome === 'approved'))
      await recordVerdict(tx, response, state, byCode.get(decision.metricCode)!, {
        verdict: 'accepted',
        comment: decision.reason,
        reviewerId: PRE_APPROVAL_ACTOR_ID,
        reviewedAt: at,
        automatic: true,
      });
    await tx.put<PreApprovalDrawDoc>(PRE_APPROVAL_DRAWS, {
      id: String(response.responseId),
      responseId: response.responseId,
      at,
      ...draw,
    });
    // Every value approved (earlier verdicts and this draw): the response is accepted, as a review would.
    // (A value drawn or flagged keeps it submitted; a verdict is never taken back here.)
    const accepted = reviewOutcome(answeredValues(state)) === 'accepted';
    const updated = accepted
      ? moved(response, nextStatus(response.status, 'review', 'accepted'), PRE_APPROVAL_ACTOR_ID, at, null)
      : response;
    if (accepted) await tx.put(RESPONSES, updated);
    const events: CloudEvent[] = [
      responseEvent('data-collection.response.pre-approved.v1', updated, PRE_APPROVAL_ACTOR_ID, {
        ...responseRef(updated),
        at,
        samplePercent: draw.samplePercent,
        seed: draw.seed,
        unflagged: draw.unflagged,
        sampleSize: draw.sampleSize,
        decisions: draw.decisions satisfies PreApprovalDecision[],
        statusAfter: updated.status,
      }),
    ];
    if (updated.status !== response.status)
      events.push(statusChanged(response.status, updated, PRE_APPROVAL_ACTOR_ID, at, null, state.completion));
    return { response: updated, events };
  }

  /** What the last draw did with each value whose version is still the one it decided on. */
  async outcomes(
    reader: DocumentReader,
    response: ResponseDoc,
    current: ReadonlyMap<string, { valueVersionId: string }>,
  ): Promise<Map<string, NonNullable<ResponseQuality['metrics'][string]['preApproval']>>> {
    const draw = await reader.get<PreApprovalDrawDoc>(PRE_APPROVAL_DRAWS, String(response.responseId));
    const outcomes = new Map<string, NonNullable<ResponseQuality['metrics'][string]['preApproval']>>();
    for (const decision of draw?.decisions ?? [])
      if (current.get(decision.metricCode)?.valueVersionId === decision.valueVersionId)
        outcomes.set(decision.metricCode, {
          outcome: decision.outcome,
          reason: decision.reason,
          at: draw!.at,
        });
    return outcomes;
  }
}
