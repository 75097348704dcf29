import type { PortfolioAggregates, PortfolioOverview } from '@esg/contracts';

/**
 * The Responsible Investing report as one HTML document (spec 2.6, docs/ri-dashboards.md): three
 * dashboards, chosen by their names at the bottom of the screen (anchors and :target, no script, so
 * the platform's Content Security Policy holds). Every text from data is escaped.
 */
export interface RiReportInput {
  title: string;
  companyName: string | null;
  aggregates: PortfolioAggregates;
  overview: PortfolioOverview;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function formatFigure(value: number | null, unit: string): string {
  if (value === null) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 0 : abs >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit && unit !== '1' ? `${text} ${unit}` : text;
}

function changeText(relative: number | null): string {
  if (relative === null) return '';
  const pct = Math.round(relative * 1000) / 10;
  return `${pct > 0 ? '▲' : pct < 0 ? '▼' : '■'} ${Math.abs(pct).toLocaleString('en-GB')} %`;
}

const percent = (part: number, whole: number) => (whole <= 0 ? 0 : Math.round((part / whole) * 100));

export function renderRiReport({ title, companyName, aggregates, overview }: RiReportInput): string {
  const rows = aggregates.rows;
  const period = aggregates.period ?? overview.period;
  const quality = rows.reduce(
    (t, r) => ({
      reported: t.reported + r.quality.reported,
      estimated: t.estimated + r.quality.estimated,
      audited: t.audited + r.quality.audited,
    }),
    { reported: 0, estimated: 0, audited: 0 },
  );
  const values = quality.reported + quality.estimated + quality.audited;
  const tiles = [
    ['Portfolio companies', String(overview.completion.companies)],
    ['Data published', `${Math.round(overview.completion.percent)} %`],
    ['Indicators reported', String(rows.length)],
    ['Estimated values', `${percent(quality.estimated, values)} %`],
  ];
  const empty = `<p class="empty">No published data for ${escape(companyName ?? 'this company')} yet: the dashboards fill as portfolio companies publish their ESG data.</p>`;
  const indicatorRows = rows
    .map((r) => {
      const coverage = percent(r.count, Math.max(r.members, r.count));
      return `<tr><th scope="row">${escape(r.name ?? r.metricCode)}<small>${escape(r.metricCode)}</small></th>
<td class="num">${escape(formatFigure(r.headline, r.unit))}</td>
<td class="num">${escape(formatFigure(r.previousHeadline, r.unit))}</td>
<td class="num change">${escape(changeText(r.change.relative))}</td>
<td><span class="bar" role="img" aria-label="${coverage} % of companies reported"><span style="width:${coverage}%"></span></span></td></tr>`;
    })
    .join('\n');
  const qualityRows = rows
    .map((r) => {
      const total = r.quality.reported + r.quality.estimated + r.quality.audited + r.quality.unknown;
      const seg = (n: number, cls: string) =>
        `<span class="${cls}" style="width:${percent(n, total)}%"></span>`;
      return `<tr><th scope="row">${escape(r.name ?? r.metricCode)}</th>
<td><span class="stack" role="img" aria-label="audited ${r.quality.audited}, reported ${r.quality.reported}, estimated ${r.quality.estimated}">${seg(r.quality.audited, 'q-audited')}${seg(r.quality.reported, 'q-reported')}${seg(r.quality.estimated, 'q-estimated')}</span></td>
<td class="num">${total}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2a24;background:#f5f7f6}
main{padding:20px 20px 72px}h1{font-size:20px;margin:0 0 4px}p.sub{margin:0 0 16px;color:#55615b}
.page{display:none}.page:first-of-type{display:block}main:has(.page:target) .page{display:none}main:has(.page:target) .page:target{display:block}
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px;margin-bottom:16px}
.tile{background:#fff;border:1px solid #d9e0dc;border-radius:10px;padding:14px}.tile b{display:block;font-size:26px;margin-top:4px}
.card{background:#fff;border:1px solid #d9e0dc;border-radius:10px;padding:14px;overflow-x:auto}
table{border-collapse:collapse;width:100%;min-width:520px}th,td{padding:8px;border-bottom:1px solid #edf0ee;text-align:left;vertical-align:middle}
th small{display:block;color:#6b766f;font-weight:400}td.num{text-align:right;white-space:nowrap}td.change{color:#3b4540}
.bar,.stack{display:flex;height:10px;width:160px;background:#eef1ef;border-radius:5px;overflow:hidden}.bar span{background:#1f7a4d}
.q-audited{background:#155a38}.q-reported{background:#2f6fbf}.q-estimated{background:#c77800}
.legend span{display:inline-block;width:10px;height:10px;border-radius:2px;margin:0 4px 0 12px;vertical-align:middle}
.empty{background:#fff;border:1px dashed #c5cec9;border-radius:10px;padding:24px;color:#55615b}
nav{position:fixed;left:0;right:0;bottom:0;display:flex;gap:4px;background:#fff;border-top:1px solid #d9e0dc;padding:8px 12px;overflow-x:auto}
nav a{padding:6px 12px;border-radius:6px;color:#155a38;text-decoration:none;font-weight:600;white-space:nowrap}nav a:hover,nav a:focus{background:#e4f2ea}
</style></head><body><main>
<section class="page" id="overview" aria-labelledby="h-overview"><h1 id="h-overview">Portfolio overview</h1>
<p class="sub">${escape(companyName ?? '')}${period ? ` · ${escape(period)}` : ''}</p>
<div class="tiles">${tiles.map(([label, value]) => `<div class="tile">${escape(label)}<b>${escape(value)}</b></div>`).join('')}</div>
${rows.length === 0 ? empty : `<div class="card"><table><caption class="sub" style="text-align:left">Headline figures of ${escape(period ?? '')}</caption><thead><tr><th>Indicator</th><th class="num">${escape(period ?? '')}</th><th class="num">${escape(aggregates.previousPeriod ?? 'Previous')}</th><th class="num">Change</th><th>Companies reporting</th></tr></thead><tbody>${indicatorRows}</tbody></table></div>`}
</section>
<section class="page" id="quality" aria-labelledby="h-quality"><h1 id="h-quality">Data quality</h1>
<p class="sub">How the published values were obtained<span class="legend"><span class="q-audited"></span>audited<span class="q-reported"></span>reported<span class="q-estimated"></span>estimated</span></p>
${rows.length === 0 ? empty : `<div class="card"><table><thead><tr><th>Indicator</th><th>Values</th><th class="num">Count</th></tr></thead><tbody>${qualityRows}</tbody></table></div>`}
</section>
<section class="page" id="collection" aria-labelledby="h-collection"><h1 id="h-collection">Data collection</h1>
<p class="sub">Where each portfolio company stands${overview.period ? ` for ${escape(overview.period)}` : ''}</p>
${
  overview.companies.length === 0
    ? empty
    : `<div class="card"><table><thead><tr><th>Company</th><th>Responses</th><th class="num">Estimated</th></tr></thead><tbody>${overview.companies
        .map(
          (c) =>
            `<tr><th scope="row">${escape(c.name ?? `Company ${c.companyId}`)}</th><td>${escape(
              c.responses.map((r) => r.status).join(', ') || 'none',
            )}</td><td class="num">${c.estimatedShare === null ? '—' : `${Math.round(c.estimatedShare * 100)} %`}</td></tr>`,
        )
        .join('')}</tbody></table></div>`
}
</section>
</main>
<nav aria-label="Dashboards"><a href="#overview">Portfolio overview</a><a href="#quality">Data quality</a><a href="#collection">Data collection</a></nav>
</body></html>`;
}
