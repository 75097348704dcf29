import { Inject, Injectable } from '@nestjs/common';
import type { CompanyLookup, CompanyScopeRecord } from '@esg/access-policy';
import type { Completion, FrameworkSection, Tier } from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import type { Company } from '../domain/company';
import {
  applicability,
  completeness,
  countsOf,
  metricsOf,
  tierForFte,
  type Completeness,
} from '../domain/esg/framework';
import { parsePeriod } from '../domain/esg/period';
import {
  publicationId,
  UNDER_REVIEW_STATUSES,
  type CurrentValueDoc,
  type PublicationDoc,
  type ResponseDoc,
  type ValueReviewDoc,
  type ValueVersionDoc,
} from '../domain/esg/response';
import { responseAccess, type ResponseAccess } from '../domain/esg/response-access';
import { beyondVsme } from '../domain/vsme/value-chain-cap';
import type { FrameworkDoc } from '../reference/store-reference-data';
import { EsgCatalogue } from './esg-catalogue';
import { dataCollectionError } from '../domain/data-collection.errors';

export const RESPONSES = 'responses';
export const CURRENT_VALUES = 'current_values';
export const VALUE_VERSIONS = 'value_versions';
export const VALUE_REVIEWS = 'value_reviews';
export const PUBLICATIONS = 'publications';

export interface TierInForce {
  tier: Tier;
  basis: 'response' | 'previous' | 'default';
  fte: number | null;
}

/** A response with its framework tree and the company's current values for the period. */
export interface ResponseState {
  response: ResponseDoc;
  framework: FrameworkDoc;
  tree: FrameworkSection[];
  codes: string[];
  /**
   * The values the response shows: the company's current versions, or for a published response the
   * versions its last publication froze (a restatement made since through another response does not
   * change what this one published).
   */
  values: Map<string, CurrentValueDoc>;
  tier: TierInForce | null;
  /** Codes required now (tier and conditions). */
  required: Set<string>;
  /** Codes whose conditions hold. */
  applies: Set<string>;
  /** The one completeness rule (framework.ts): counts and what is missing. */
  completeness: Completeness;
  /** Codes the request asks beyond VSME, which the company may decline (value-chain cap). */
  beyondVsme: Set<string>;
  /** Its counts, as events and lists carry them. */
  completion: Completion;
}

/** Loads responses for a caller (refusing with 404 what it may not see) and computes their state. */
@Injectable()
export class ResponseWorkspace {
  constructor(
    @Inject(STORE) readonly store: Store,
    readonly catalogue: EsgCatalogue,
  ) {}

  /** The companies the access rules need: the given ones, their parents and the caller's own. */
  async lookup(
    principal: Principal,
    companyIds: readonly number[],
    reader: DocumentReader = this.store,
  ): Promise<CompanyLookup> {
    const ids = new Set(companyIds.filter((id) => id > 0));
    if (principal.companyId !== null) ids.add(principal.companyId);
    const found = new Map<number, CompanyScopeRecord & { type: string; name: string }>();
    const load = async (id: number) => {
      if (found.has(id)) return;
      const company = await reader.get<Company>('companies', String(id));
      if (company)
        found.set(id, {
          id,
          parent_id: company.parent_id,
          contract_type: company.contract_type,
          type: company.type,
          name: company.name,
        });
    };
    for (const id of ids) await load(id);
    for (const company of [...found.values()]) if (company.parent_id !== null) await load(company.parent_id);
    return (id) => found.get(id);
  }

  /** The response, when the caller may read it; 404 otherwise (another tenant learns nothing). */
  async open(
    principal: Principal,
    responseId: number,
    reader: DocumentReader = this.store,
  ): Promise<{ response: ResponseDoc; access: ResponseAccess; lookup: CompanyLookup }> {
    const response = await reader.get<ResponseDoc>(RESPONSES, String(responseId));
    const notFound = () => dataCollectionError('RESPONSE.NOT_FOUND', `Response ${responseId} was not found`);
    if (!response) throw notFound();
    const lookup = await this.lookup(principal, [response.companyId, response.requesterCompanyId], reader);
    const access = responseAccess(principal, response, lookup);
    if (!access.read) throw notFound();
    return { response, access, lookup };
  }

  async values(
    reader: DocumentReader,
    companyId: number,
    period: string,
  ): Promise<Map<string, CurrentValueDoc>> {
    const docs = await reader.find<CurrentValueDoc>(CURRENT_VALUES, { companyId, period });
    return new Map(docs.map((d) => [d.metricCode, d]));
  }

  async state(
    reader: DocumentReader,
    response: ResponseDoc,
    values?: Map<string, CurrentValueDoc>,
  ): Promise<ResponseState> {
    const framework = this.catalogue.byId(response.frameworkId);
    const tree = this.catalogue.treeFor(framework.id, response);
    const codes = this.catalogue.codesFor(framework.id, response);
    const current = values ?? (await this.shownValues(reader, response));
    const tier = framework.tiers ? await this.tierInForce(reader, response, framework, current) : null;
    const answers = (code: string) => {
      const value = current.get(code);
      return value && value.status === 'provided' ? value.value : undefined;
    };
    const required = new Set<string>();
    const applies = new Set<string>();
    for (const { metric, path } of metricsOf(tree)) {
      const state = applicability(metric, path, answers, tier?.tier ?? null);
      if (state.applies) applies.add(metric.code);
      if (state.required) required.add(metric.code);
    }
    const done = completeness(required, (code) => current.has(code));
    return {
      response,
      framework,
      tree,
      codes,
      values: current,
      tier,
      required,
      applies,
      completeness: done,
      completion: countsOf(done),
      beyondVsme: beyondVsme(
        response,
        codes,
        this.catalogue.valueChainCap(),
        this.catalogue.isXbrlFramework(framework.id),
      ),
    };
  }

  /** What a response shows: its last publication's versions while it is published, else the current ones. */
  private async shownValues(
    reader: DocumentReader,
    response: ResponseDoc,
  ): Promise<Map<string, CurrentValueDoc>> {
    const current = await this.values(reader, response.companyId, response.period);
    if (response.status !== 'published') return current;
    const publication = await reader.get<PublicationDoc>(
      PUBLICATIONS,
      publicationId(response.responseId, response.publicationNumber),
    );
    if (!publication) return current;
    const shown = new Map<string, CurrentValueDoc>();
    const older: Array<[code: string, versionId: string]> = [];
    for (const [code, versionId] of Object.entries(publication.versions)) {
      const value = current.get(code);
      if (value?.valueVersionId === versionId) shown.set(code, value);
      else older.push([code, versionId]);
    }
    if (older.length === 0) return shown;
    // Restated since: the published version and the verdict given on it.
    const { companyId, period } = response;
    const versions = await reader.find<ValueVersionDoc>(VALUE_VERSIONS, {
      id: { in: older.map(([, versionId]) => versionId) },
    });
    const reviews = await reader.find<ValueReviewDoc>(VALUE_REVIEWS, {
      companyId,
      period,
      metricCode: { in: older.map(([code]) => code) },
    });
    for (const version of versions) {
      const review = reviews
        .filter((r) => r.valueVersionId === version.valueVersionId)
        .sort((a, b) => (a.reviewedAt < b.reviewedAt ? 1 : -1))[0];
      const { previous: _previous, id: _id, ...fields } = version;
      shown.set(version.metricCode, {
        ...fields,
        id: `${companyId}|${period}|${version.metricCode}`,
        review: review
          ? {
              verdict: review.verdict,
              comment: review.comment,
              reviewerId: review.reviewerId,
              reviewedAt: review.reviewedAt,
              valueVersionId: review.valueVersionId,
            }
          : null,
      });
    }
    return shown;
  }

  /** Every publication of the company's period, oldest first (any response, ADR 0090). */
  async publications(reader: DocumentReader, companyId: number, period: string): Promise<PublicationDoc[]> {
    return reader.find<PublicationDoc>(
      PUBLICATIONS,
      { companyId, period },
      { sort: [['publishedAt', 'asc']] },
    );
  }

  /** Invest Europe tiers follow the FTEs: this period's value, else the latest earlier one, else Minimum. */
  private async tierInForce(
    reader: DocumentReader,
    response: ResponseDoc,
    framework: FrameworkDoc,
    values: Map<string, CurrentValueDoc>,
  ): Promise<TierInForce> {
    const rules = framework.tiers ?? [];
    const own = values.get('company.fte');
    if (own && typeof own.value === 'number')
      return { tier: tierForFte(rules, own.value), basis: 'response', fte: own.value };
    const earlier = (
      await reader.find<CurrentValueDoc>(CURRENT_VALUES, {
        companyId: response.companyId,
        metricCode: 'company.fte',
      })
    )
      .filter((v) => typeof v.value === 'number' && parsePeriod(v.period).end < response.periodStart)
      .sort((a, b) => (a.period < b.period ? 1 : -1));
    if (earlier[0])
      return {
        tier: tierForFte(rules, earlier[0].value as number),
        basis: 'previous',
        fte: earlier[0].value as number,
      };
    return { tier: 'minimum', basis: 'default', fte: null };
  }

  /** The codes a contributor is assigned: whole sections (with their sub-sections) and single metrics. */
  assignedCodes(response: ResponseDoc, tree: readonly FrameworkSection[], userId: number): Set<string> {
    const codes = new Set<string>();
    for (const assignment of response.assignments.filter((a) => a.userId === userId)) {
      for (const code of assignment.metricCodes) codes.add(code);
      const visit = (sections: readonly FrameworkSection[], inside: boolean) => {
        for (const section of sections) {
          const assigned = inside || assignment.sectionIds.includes(section.id);
          if (assigned) for (const metric of section.metrics) codes.add(metric.code);
          visit(section.sections, assigned);
        }
      };
      visit(tree, false);
    }
    return codes;
  }

  /** Sections of the tree by id (every level). */
  sectionIds(tree: readonly FrameworkSection[]): Set<string> {
    const ids = new Set<string>();
    const visit = (sections: readonly FrameworkSection[]) => {
      for (const section of sections) {
        ids.add(section.id);
        visit(section.sections);
      }
    };
    visit(tree);
    return ids;
  }

  /**
   * Codes held by another response of the period that is under review (submitted, accepted): they
   * cannot change through this one until that review ends (returned or published).
   */
  async reviewLocks(reader: DocumentReader, response: ResponseDoc): Promise<Map<string, ResponseDoc>> {
    const locks = new Map<string, ResponseDoc>();
    const others = await reader.find<ResponseDoc>(RESPONSES, {
      companyId: response.companyId,
      period: response.period,
    });
    for (const other of others) {
      if (other.responseId === response.responseId) continue;
      if (!UNDER_REVIEW_STATUSES.includes(other.status)) continue;
      for (const code of this.catalogue.codesFor(other.frameworkId, other))
        if (!locks.has(code)) locks.set(code, other);
    }
    return locks;
  }

  /** Other responses of the same company and period whose framework also asks for `code`. */
  async sharingResponses(
    reader: DocumentReader,
    response: ResponseDoc,
    code: string,
  ): Promise<ResponseDoc[]> {
    const others = await reader.find<ResponseDoc>(RESPONSES, {
      companyId: response.companyId,
      period: response.period,
    });
    return others.filter(
      (other) =>
        other.responseId !== response.responseId &&
        this.catalogue.codesFor(other.frameworkId, other).includes(code),
    );
  }
}

export function requireSide(allowed: boolean, message: string): void {
  if (!allowed) throw dataCollectionError('RESPONSE.FORBIDDEN', message);
}
