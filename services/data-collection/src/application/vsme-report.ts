import {
  isTableRows,
  type CanonicalValue,
  type FrameworkMetric,
  type FrameworkSection,
  type MetricDefinition,
  type TableRow,
  type ValueStatus,
} from '@esg/contracts';
import {
  ContextRegistry,
  escapeXml,
  NS,
  numberDisplay,
  UnitRegistry,
  type XbrlContextKey,
  type XbrlPeriod,
  type XbrlUnitKey,
} from '../domain/vsme/inline-xbrl';
import type { VsmeBuild } from '../reference/vsme.importer';
import { localName } from '../reference/vsme-taxonomy';

/**
 * A published VSME response as an Inline XBRL 1.1 report (ADR 0142): the facts of its values in the
 * taxonomy's presentation order, under the disclosures and with the labels of the taxonomy; the
 * entity's identifier, the reporting period (a GHG baseline or target in its own year), units from the
 * Units Registry (the unit the value was given in when the registry has it), every digit kept
 * (`decimals` says how many), members of a dimension for tables. Values that are not applicable or not
 * available are shown with their reason and not tagged.
 */

export interface VsmeReportValue {
  value: CanonicalValue;
  unit: string;
  rawValue: unknown;
  rawUnit: string | null;
  status: ValueStatus;
  reason: string | null;
}

export interface VsmeReportInput {
  vsme: VsmeBuild;
  /** The response's tree (its modules). */
  sections: readonly FrameworkSection[];
  definition: (code: string) => MetricDefinition;
  values: ReadonlyMap<string, VsmeReportValue>;
  entity: { name: string; scheme: string; identifier: string };
  period: { start: string; end: string };
  publication: { number: number; publishedAt: string };
  /** The modules the response asks, by label (Basic Module, Comprehensive Module). */
  modules: readonly string[];
}

export interface VsmeReport {
  xhtml: string;
  facts: number;
}

const ISO_CURRENCY = /^[A-Z]{3}$/;

export function buildVsmeReport(input: VsmeReportInput): VsmeReport {
  const { taxonomy, product, converter, datapoints } = input.vsme;
  const contexts = new ContextRegistry(input.entity);
  const units = new UnitRegistry();
  const hidden: string[] = [];
  let facts = 0;
  const typedElementOf = new Map(
    datapoints.filter((d) => d.table?.typedElement).map((d) => [d.code, d.table!.typedElement!]),
  );

  const reportingPeriod = (concept: string, yearFrom: string | null): XbrlPeriod | null => {
    let { start, end } = input.period;
    if (yearFrom) {
      const year = input.values.get(yearFrom)?.value;
      if (typeof year !== 'number') return null;
      end = `${year}${end.slice(4)}`;
      const day = new Date(`${end}T00:00:00Z`);
      day.setUTCFullYear(day.getUTCFullYear() - 1);
      day.setUTCDate(day.getUTCDate() + 1);
      start = day.toISOString().slice(0, 10);
    }
    return taxonomy.concept(concept).periodType === 'instant'
      ? { kind: 'instant', date: end }
      : { kind: 'duration', start, end };
  };

  const enumerationUri = (member: string) => `${taxonomy.namespaceOf(member)}#${localName(member)}`;
  const label = (qname: string) => escapeXml(taxonomy.label(qname));

  /** One fact's XHTML (visible), or the visible text of a hidden one. */
  const fact = (
    concept: string,
    context: Omit<XbrlContextKey, 'period'>,
    period: XbrlPeriod,
    value: unknown,
    unit: string | null,
  ): string => {
    const shape = product.dataTypes[taxonomy.concept(concept).dataType];
    const contextRef = contexts.id({ ...context, period });
    const id = `f${++facts}`;
    if (taxonomy.concept(concept).numeric) {
      if (typeof value !== 'number') return escapeXml(String(value));
      let unitKey: XbrlUnitKey;
      let scale = 0;
      let shownUnit = '';
      if (shape.type === 'currency') {
        const currency = unit && ISO_CURRENCY.test(unit) ? unit : 'EUR';
        unitKey = { numerator: `iso4217:${currency}`, denominator: null };
        shownUnit = currency;
      } else if (shape.type === 'percent') {
        unitKey = { numerator: 'xbrli:pure', denominator: null };
        scale = -2;
        shownUnit = '%';
      } else if (shape.unit.includes('/')) {
        const [numerator, currency] = shape.unit.split('/');
        unitKey = { numerator: product.units[numerator], denominator: `iso4217:${currency}` };
        shownUnit = shape.unit;
      } else {
        const measure = unit ? product.units[unit] : undefined;
        unitKey = { numerator: measure?.startsWith('utr:') ? measure : 'xbrli:pure', denominator: null };
        shownUnit = measure?.startsWith('utr:') ? (unit ?? '') : '';
      }
      const shown = numberDisplay(value, scale);
      const attributes = [
        `name="${concept}"`,
        `id="${id}"`,
        `contextRef="${contextRef}"`,
        `unitRef="${units.id(unitKey)}"`,
        `decimals="${shown.decimals}"`,
        `format="ixt:num-dot-decimal"`,
        ...(scale ? [`scale="${scale}"`] : []),
        ...(shown.negative ? ['sign="-"'] : []),
      ];
      return `<span class="number">${shown.negative ? '−' : ''}<ix:nonFraction ${attributes.join(' ')}>${shown.display}</ix:nonFraction>${shownUnit ? `<span class="unit">${escapeXml(shownUnit === '%' ? '%' : ` ${shownUnit}`)}</span>` : ''}</span>`;
    }
    if (shape.type === 'boolean') {
      const yes = value === true;
      return `<ix:nonNumeric name="${concept}" id="${id}" contextRef="${contextRef}" format="ixt:fixed-${yes ? 'true' : 'false'}">${yes ? 'Yes' : 'No'}</ix:nonNumeric>`;
    }
    if (shape.type === 'choice' || shape.type === 'multi-choice') {
      const members = (Array.isArray(value) ? value : [value]).map(String);
      const uris = members.map(enumerationUri).sort();
      hidden.push(
        `<ix:nonNumeric name="${concept}" id="${id}" contextRef="${contextRef}">${escapeXml(uris.join(' '))}</ix:nonNumeric>`,
      );
      return `<span class="choice" style="-ix-hidden:${id}">${members.map(label).join('; ')}</span>`;
    }
    return `<ix:nonNumeric name="${concept}" id="${id}" contextRef="${contextRef}">${escapeXml(String(value))}</ix:nonNumeric>`;
  };

  /** The number and unit a value is reported in: as entered when the unit is one the report can state. */
  const reportedAs = (stored: VsmeReportValue): { value: unknown; unit: string | null } => {
    if (typeof stored.rawValue === 'number' && stored.rawUnit) {
      if (ISO_CURRENCY.test(stored.rawUnit) || product.units[stored.rawUnit]?.startsWith('utr:'))
        return { value: stored.rawValue, unit: stored.rawUnit };
    }
    return { value: stored.value, unit: stored.unit };
  };

  const metricRow = (metric: FrameworkMetric): string | null => {
    const stored = input.values.get(metric.code);
    if (!stored || !metric.xbrl) return null;
    const definition = input.definition(metric.code);
    const title = `<th scope="row">${escapeXml(metric.label ?? definition.name)}${metric.ref ? `<span class="ref">VSME ${escapeXml(metric.ref)}</span>` : ''}</th>`;
    if (stored.status !== 'provided')
      return `<tr>${title}<td class="absent">${stored.status === 'not_applicable' ? 'Not applicable' : 'Not available'}${stored.reason ? `: ${escapeXml(stored.reason)}` : ''}</td></tr>`;
    const { concept, dimensions, periodYearFrom } = metric.xbrl;
    if (definition.type === 'table') return tableRows(metric, definition, stored, title);
    const period = reportingPeriod(concept, periodYearFrom);
    if (!period)
      return `<tr>${title}<td class="absent">Not tagged: the year it refers to is not given</td></tr>`;
    const { value, unit } = reportedAs(stored);
    return `<tr>${title}<td>${fact(concept, { explicit: dimensions, typed: null }, period, value, unit)}</td></tr>`;
  };

  const tableRows = (
    metric: FrameworkMetric,
    definition: MetricDefinition,
    stored: VsmeReportValue,
    title: string,
  ): string => {
    const spec = definition.table!;
    const rows: TableRow[] = isTableRows(stored.rawValue as CanonicalValue)
      ? (stored.rawValue as TableRow[])
      : isTableRows(stored.value)
        ? stored.value
        : [];
    const axis = spec.key.concept!;
    const typed = typedElementOf.get(metric.code) ?? null;
    const keyLabel = (key: string) => (spec.key.kind === 'member' ? label(key) : escapeXml(key));
    const head = `<tr><th scope="col">${escapeXml(spec.key.label)}</th>${spec.columns.map((c) => `<th scope="col">${escapeXml(c.label)}</th>`).join('')}</tr>`;
    const body = rows
      .map((row) => {
        const context = {
          explicit: typed ? {} : { [axis]: row.key },
          typed: typed ? { axis, element: typed, value: row.key } : null,
        };
        const cells = spec.columns.map((column) => {
          const value = row.cells[column.id];
          if (value === undefined || value === null) return '<td></td>';
          const period = reportingPeriod(column.concept!, null)!;
          return `<td>${fact(column.concept!, context, period, value, row.units?.[column.id] ?? column.unit)}</td>`;
        });
        return `<tr><th scope="row">${keyLabel(row.key)}</th>${cells.join('')}</tr>`;
      })
      .join('');
    return `<tr>${title}<td><table class="rows"><thead>${head}</thead><tbody>${body}</tbody></table></td></tr>`;
  };

  const sectionHtml = (section: FrameworkSection, level: number): string => {
    const rows = section.metrics.map(metricRow).filter((r): r is string => r !== null);
    const inner = section.sections.map((s) => sectionHtml(s, level + 1)).filter(Boolean);
    if (rows.length === 0 && inner.length === 0) return '';
    const heading = `<h${level}>${section.ref && section.kind === 'disclosure' ? `${escapeXml(section.ref)} · ` : ''}${escapeXml(section.title)}</h${level}>`;
    return `<div class="section">${heading}${rows.length ? `<table class="facts"><tbody>${rows.join('')}</tbody></table>` : ''}${inner.join('')}</div>`;
  };

  const body = input.sections.map((s) => sectionHtml(s, 2)).join('\n');
  const title = converter.report['report-title'].fallback;
  const subtitle = converter.report['report-subtitle'].fallback;
  const namespaces = {
    ...Object.fromEntries(Object.entries(taxonomy.file.namespaces).filter(([prefix]) => prefix !== 'xbrli')),
    ...Object.fromEntries(Object.entries(NS).filter(([prefix]) => prefix !== 'xhtml')),
  };
  const xmlns = Object.entries(namespaces)
    .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
    .join(' ');
  const xhtml = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="${NS.xhtml}" ${xmlns} xml:lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
<title>${escapeXml(`${title}: ${input.entity.name}, ${input.period.start} to ${input.period.end}`)}</title>
<style type="text/css">${STYLE}</style>
</head>
<body>
<div style="display:none">
<ix:header>
${hidden.length ? `<ix:hidden>\n${hidden.join('\n')}\n</ix:hidden>` : ''}
<ix:references><link:schemaRef xlink:type="simple" xlink:href="${taxonomy.entryPoint}"/></ix:references>
<ix:resources>
${contexts.render()}
${units.render()}
</ix:resources>
</ix:header>
</div>
<div class="report">
<div class="cover">
<p class="kicker">VSME</p>
<h1>${escapeXml(title)}</h1>
<p class="subtitle">${escapeXml(subtitle)}</p>
<dl>
<dt>Undertaking</dt><dd>${escapeXml(input.entity.name)}</dd>
<dt>Identifier</dt><dd>${escapeXml(input.entity.identifier)} <span class="ref">${escapeXml(input.entity.scheme)}</span></dd>
<dt>Reporting period</dt><dd>${input.period.start} to ${input.period.end}</dd>
<dt>Modules</dt><dd>${input.modules.map(escapeXml).join(' and ')}</dd>
<dt>Published</dt><dd>publication ${input.publication.number}, ${input.publication.publishedAt.slice(0, 10)}</dd>
</dl>
</div>
${body}
<div class="closing"><p>Tagged with the VSME XBRL taxonomy of EFRAG (${escapeXml(taxonomy.entryPoint)}), labels and presentation order as published. ${facts} facts.</p></div>
</div>
</body>
</html>
`;
  return { xhtml, facts };
}

const STYLE = `
body{margin:0;background:#f4f5f7;color:#1b1f24;font:15px/1.5 "Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.report{max-width:1040px;margin:0 auto;padding:32px 24px 48px;background:#fff}
.cover{border-bottom:3px solid #1c5d99;margin-bottom:24px;padding-bottom:16px}
.kicker{margin:0;color:#1c5d99;font-weight:700;letter-spacing:.08em}
h1{margin:4px 0 4px;font-size:28px}
.subtitle{margin:0 0 16px;color:#4a5563}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{color:#4a5563}dd{margin:0}
h2{margin:32px 0 8px;padding:6px 10px;background:#1c5d99;color:#fff;font-size:20px}
h3{margin:24px 0 8px;color:#1c5d99;font-size:17px;border-bottom:1px solid #d5dbe3}
h4{margin:16px 0 6px;font-size:15px}
table{border-collapse:collapse;width:100%}
table.facts th{width:45%;text-align:left;font-weight:400;vertical-align:top;padding:6px 12px 6px 0;border-bottom:1px solid #e4e8ee}
table.facts td{padding:6px 0;border-bottom:1px solid #e4e8ee;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
table.rows th,table.rows td{border:1px solid #d5dbe3;padding:4px 8px;font-size:14px;white-space:normal}
table.rows thead th{background:#eef2f7;font-weight:600}
.ref{display:block;color:#5b6675;font-size:12px}
.number{font-variant-numeric:tabular-nums}
.unit{color:#4a5563}
.absent{color:#5b6675;font-style:italic}
.closing{margin-top:32px;color:#5b6675;font-size:13px}
@media (max-width:640px){.report{padding:16px}table.facts th{width:auto;display:block;border:0;padding-bottom:0}table.facts td{display:block}table.rows{display:block;overflow-x:auto}}
`;
