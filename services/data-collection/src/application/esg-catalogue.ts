import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  figuresReading,
  type CrossCheck,
  type FrameworkDefinition,
  type FrameworkReference,
  type FrameworkSection,
  type MetricDefinition,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { codesOf, metricsOf, sectionsFor } from '../domain/esg/framework';
import type { ValueChainCap } from '../domain/vsme/value-chain-cap';
import { loadReferenceData } from '../reference/reference-data';
import {
  FRAMEWORKS,
  METRIC_CHECKS,
  METRICS,
  type FrameworkDoc,
  type MetricCheckDoc,
  type MetricDoc,
} from '../reference/store-reference-data';
import { dataCollectionError } from '../domain/data-collection.errors';

/** Who a framework's tree is asked of: a company type, and the optional modules the request includes. */
export interface Audience {
  companyType: string;
  modules?: readonly string[];
}

const audienceKey = (frameworkId: string, { companyType, modules }: Audience) =>
  `${frameworkId}|${companyType}|${[...(modules ?? [])].sort().join(',')}`;

/**
 * The dictionary and every stored framework version, in memory: read once at start from the store
 * (where the reference data was just written), so every request works on data, not files.
 */
@Injectable()
export class EsgCatalogue implements OnModuleInit {
  private metrics = new Map<string, MetricDefinition>();
  private frameworks = new Map<string, FrameworkDoc>();
  private byStandard = new Map<number, FrameworkDoc[]>();
  private checks: CrossCheck[] = [];
  private readonly codes = new Map<string, string[]>();
  private vsme: ValueChainCap | null = null;
  private readonly xbrl = new Map<string, boolean>();
  private readonly trees = new Map<string, FrameworkSection[]>();
  private readonly definitions = new Map<string, FrameworkDefinition>();

  constructor(@Inject(STORE) private readonly store: Store) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  async reload(): Promise<void> {
    const [metricDocs, checkDocs, frameworkDocs] = await Promise.all([
      this.store.find<MetricDoc>(METRICS),
      this.store.find<MetricCheckDoc>(METRIC_CHECKS),
      this.store.find<FrameworkDoc>(FRAMEWORKS),
    ]);
    this.checks = checkDocs.map(({ id, rule, left, right, tolerancePercent, message }) => ({
      id,
      rule,
      left,
      right,
      tolerancePercent,
      message,
    }));
    this.frameworks = new Map(frameworkDocs.map((f) => [f.id, f]));
    this.byStandard = new Map();
    for (const framework of frameworkDocs) {
      const list = this.byStandard.get(framework.standardId) ?? [];
      list.push(framework);
      this.byStandard.set(framework.standardId, list);
    }
    for (const list of this.byStandard.values()) list.sort((a, b) => b.sequence - a.sequence);
    const refs = new Map<string, FrameworkReference[]>();
    for (const current of [...this.byStandard.values()].map((l) => l[0])) {
      for (const { metric } of metricsOf(current.sections)) {
        const list = refs.get(metric.code) ?? [];
        if (!list.some((r) => r.standardId === current.standardId && r.ref === metric.ref))
          list.push({ standardId: current.standardId, frameworkVersion: current.version, ref: metric.ref });
        refs.set(metric.code, list);
      }
    }
    this.metrics = new Map(
      metricDocs.map(({ id: _id, ...seed }) => [
        seed.code,
        {
          ...seed,
          frameworkRefs: refs.get(seed.code) ?? [],
          crossChecks: this.checks.filter((c) => c.left === seed.code || c.right.includes(seed.code)),
        },
      ]),
    );
    this.codes.clear();
    this.trees.clear();
    this.definitions.clear();
    this.xbrl.clear();
    // The codes of the frameworks filed as XBRL (VSME), every module: what the value-chain cap allows.
    const xbrl = [...this.byStandard.values()]
      .map((l) => l[0])
      .filter((f) => [...metricsOf(f.sections)].some(({ metric }) => metric.xbrl));
    this.vsme = xbrl.length
      ? {
          codes: new Set(xbrl.flatMap((f) => codesOf(f.sections))),
          from: (await loadReferenceData()).vsme.product.valueChainCap.from,
        }
      : null;
  }

  /**
   * The value-chain cap: every code VSME asks (its own and the dictionary metrics its datapoints
   * mean) and the first day of the periods it applies to; null without VSME.
   */
  valueChainCap(): ValueChainCap | null {
    return this.vsme;
  }

  /** Whether a framework version is filed as XBRL (its nodes carry XBRL bindings: VSME). */
  isXbrlFramework(frameworkId: string): boolean {
    let xbrl = this.xbrl.get(frameworkId);
    if (xbrl === undefined) {
      xbrl = [...metricsOf(this.byId(frameworkId).sections)].some(({ metric }) => metric.xbrl);
      this.xbrl.set(frameworkId, xbrl);
    }
    return xbrl;
  }

  metric(code: string): MetricDefinition | undefined {
    return this.metrics.get(code);
  }

  requireMetric(code: string): MetricDefinition {
    const metric = this.metrics.get(code);
    if (!metric) throw dataCollectionError('METRIC.NOT_FOUND', `Metric ${code} is not in the dictionary`);
    return metric;
  }

  allMetrics(): MetricDefinition[] {
    return [...this.metrics.values()].sort((a, b) => a.code.localeCompare(b.code));
  }

  crossChecks(): readonly CrossCheck[] {
    return this.checks;
  }

  standards(): number[] {
    return [...this.byStandard.keys()].sort((a, b) => a - b);
  }

  /** Every stored version of a standard, newest (current) first. */
  versions(standardId: number): FrameworkDoc[] {
    return this.byStandard.get(standardId) ?? [];
  }

  current(standardId: number): FrameworkDoc | null {
    return this.byStandard.get(standardId)?.[0] ?? null;
  }

  framework(standardId: number, version?: string): FrameworkDoc {
    const found = version ? this.frameworks.get(`${standardId}@${version}`) : this.current(standardId);
    if (!found)
      throw dataCollectionError(
        'FRAMEWORK.NOT_FOUND',
        version
          ? `Framework ${standardId} has no version ${version}`
          : `Standard ${standardId} has no framework`,
      );
    return found;
  }

  /**
   * What a framework version defines, the same for every response and caller (ADR 0170), with its
   * fingerprint: a hash of the content, so a reload that changes a label or a dictionary entry changes it.
   */
  definition(frameworkId: string): FrameworkDefinition {
    let found = this.definitions.get(frameworkId);
    if (!found) {
      const framework = this.byId(frameworkId);
      const codes = codesOf(framework.sections);
      const content = {
        standardId: framework.standardId,
        name: framework.name,
        version: framework.version,
        sections: framework.sections,
        metrics: codes.map((code) => this.requireMetric(code)),
        feeds: Object.fromEntries(
          codes.map((code) => [code, figuresReading(code)] as const).filter(([, uses]) => uses.length > 0),
        ),
      };
      const tag = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
      found = { ...content, tag };
      this.definitions.set(frameworkId, found);
    }
    return found;
  }

  byId(frameworkId: string): FrameworkDoc {
    const found = this.frameworks.get(frameworkId);
    if (!found) throw dataCollectionError('FRAMEWORK.NOT_FOUND', `Framework ${frameworkId} is not stored`);
    return found;
  }

  /**
   * The framework's tree for an audience: sections for other company types dropped, and optional
   * modules (VSME's Comprehensive Module) only when the request includes them.
   */
  treeFor(frameworkId: string, audience: Audience): FrameworkSection[] {
    const key = audienceKey(frameworkId, audience);
    let tree = this.trees.get(key);
    if (!tree) {
      tree = sectionsFor(this.byId(frameworkId).sections, audience.companyType, audience.modules ?? []);
      this.trees.set(key, tree);
    }
    return tree;
  }

  /** Unique metric codes of the framework's tree for an audience. */
  codesFor(frameworkId: string, audience: Audience): string[] {
    const key = audienceKey(frameworkId, audience);
    let codes = this.codes.get(key);
    if (!codes) {
      codes = codesOf(this.treeFor(frameworkId, audience));
      this.codes.set(key, codes);
    }
    return codes;
  }
}
