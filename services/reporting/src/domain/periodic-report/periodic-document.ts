import {
  INVESTMENT_CLASS_LABELS,
  PAI_STATEMENT_GROUPS,
  type PeriodicReport,
  type PeriodicTaxonomyBar,
} from '@esg/contracts';
import type { DocBlock, DocBox, DocModel, NumberCell } from '../../infrastructure/documents/model';
import { DAY, impactCell } from '../pai-statement/statement-document';

const share = (value: number): NumberCell => ({
  value,
  text: `${(value * 100).toFixed(1)}%`,
  format: '0.0%',
});

const TITLES = {
  IV: 'Periodic disclosure for the financial products referred to in Article 8, paragraphs 1, 2 and 2a, of Regulation (EU) 2019/2088 and Article 6, first paragraph, of Regulation (EU) 2020/852',
  V: 'Periodic disclosure for the financial products referred to in Article 9, paragraphs 1 to 4a, of Regulation (EU) 2019/2088 and Article 5, first paragraph, of Regulation (EU) 2020/852',
} as const;

const LEGEND = [
  'Taxonomy-aligned: fossil gas',
  'Taxonomy-aligned: nuclear',
  'Taxonomy-aligned (no fossil gas and nuclear)',
  'Non Taxonomy-aligned',
];
const bar = (b: PeriodicTaxonomyBar) => ({ label: b.kpi, parts: [b.fossilGas, b.nuclear, b.other] });

/**
 * The template's asset-allocation diagram: #1 (split into #1A and #1B for an Article 8 fund) and #2, with
 * what is not classified yet or not itemised as boxes of their own, so the shares add up to 100 %.
 */
export function allocationBoxes(report: PeriodicReport): DocBox {
  const a = report.allocation;
  const labels = INVESTMENT_CLASS_LABELS[report.annex];
  const classed: DocBox[] =
    report.annex === 'V'
      ? [
          { label: labels.sustainable, share: a.sustainable },
          { label: labels.other, share: a.other + a.otherEs },
        ]
      : [
          {
            label: '#1 Aligned with E/S characteristics',
            share: a.aligned,
            children: [
              { label: labels.sustainable, share: a.sustainable },
              { label: labels.other_es, share: a.otherEs },
            ],
          },
          { label: labels.other, share: a.other },
        ];
  return {
    label: 'Investments',
    share: 1,
    children: [
      ...classed,
      ...(a.unclassified > 0 ? [{ label: 'Not classified yet', share: a.unclassified }] : []),
      ...(a.notItemised > 0 ? [{ label: 'Not itemised in the positions', share: a.notItemised }] : []),
    ],
  };
}

/**
 * The periodic report as a document, in the order of the template of Annex IV (Article 8) or V (Article 9):
 * the product and its LEI, attainment, indicators, the top investments, the proportion of sustainability-
 * related investments, the two Taxonomy bar charts, the principal adverse impacts considered, the actions,
 * the benchmark. A section the GP has not saved is marked as prefilled.
 */
export function periodicReportDocument(report: PeriodicReport): DocModel {
  const section = (id: string) => report.sections.find((s) => s.id === id)!;
  const text = (id: string): DocBlock[] => [
    {
      kind: 'heading',
      text: section(id).title,
      marked:
        section(id).version === 0
          ? 'Prefilled by the platform from its data; to be completed and reviewed by the financial market participant.'
          : undefined,
    },
    { kind: 'paragraph', text: section(id).text },
  ];
  const year = report.year;
  const taxonomy = report.taxonomy;
  const taxonomyBlocks: DocBlock[] = taxonomy
    ? [
        {
          kind: 'bars',
          title: '1. Taxonomy-alignment of investments including sovereign bonds*',
          legend: LEGEND,
          bars: taxonomy.including.map(bar),
        },
        ...(taxonomy.excluding
          ? [
              {
                kind: 'bars' as const,
                title: '2. Taxonomy-alignment of investments excluding sovereign bonds*',
                legend: LEGEND,
                bars: taxonomy.excluding.map(bar),
                note:
                  taxonomy.excludingRepresents !== null
                    ? `This graph represents ${(taxonomy.excludingRepresents * 100).toFixed(1)}% of the total investments.`
                    : undefined,
              },
            ]
          : []),
        {
          kind: 'paragraph',
          text: `* For the purpose of these graphs, "sovereign bonds" consist of all sovereign exposures. The shares rest on the positions of ${DAY(taxonomy.date)} and the latest Taxonomy disclosure of each portfolio company; the disclosures cover ${taxonomy.coverage === null ? 'none' : `${(taxonomy.coverage * 100).toFixed(1)}%`} of the company investments by value${taxonomy.missing.length ? ` (no disclosure: ${taxonomy.missing.join(', ')})` : ''}.`,
        },
        {
          kind: 'heading',
          text: 'What was the share of investments made in transitional and enabling activities?',
        },
        {
          kind: 'table',
          title: 'Transitional and enabling activities (by turnover)',
          sheet: 'Transitional and enabling',
          columns: [
            { header: 'Activities', width: 30 },
            { header: 'Share of investments', width: 12, numeric: true },
          ],
          rows: [
            ['Transitional activities', share(taxonomy.transitional)],
            ['Enabling activities', share(taxonomy.enabling)],
          ],
        },
      ]
    : [
        {
          kind: 'paragraph',
          text: 'No Taxonomy alignment can be shown: the fund has no positions for the year, or none of its portfolio companies has disclosed its Taxonomy alignment.',
        },
      ];
  return {
    title: TITLES[report.annex],
    subtitle: `${report.fundName} · reference period 1 January to 31 December ${year}`,
    running: `${report.fundName}${report.lei ? ` · LEI ${report.lei}` : ''} · ${report.entityName}`,
    short: `Periodic report ${year} (Annex ${report.annex})`,
    blocks: [
      { kind: 'heading', text: 'Product' },
      {
        kind: 'paragraph',
        text: `Product name: ${report.fundName}\nLegal entity identifier: ${report.lei ?? '[To be completed by the financial market participant]'}\nFinancial market participant: ${report.entityName}`,
      },
      ...text('attainment'),
      ...text('indicators'),
      ...text('sustainable'),
      { kind: 'heading', text: 'What were the top investments of this financial product?' },
      {
        kind: 'table',
        title: `Largest investments, 1 January to 31 December ${year}`,
        sheet: 'Top investments',
        columns: [
          { header: 'Largest investments', width: 30 },
          { header: 'Sector', width: 24 },
          { header: 'Instrument', width: 14 },
          { header: '% Assets', width: 10, numeric: true },
          { header: 'Country', width: 10 },
        ],
        rows: report.topInvestments.map((t) => [
          t.name,
          t.sector,
          t.instrument,
          share(t.share),
          t.country ?? '—',
        ]),
        note: `Each investment's value over all investments, averaged over the quarter ends of the year held (${report.quarterEnds.map(DAY).join(', ') || 'none'}).`,
      },
      ...text('allocation'),
      {
        kind: 'boxes',
        title: 'Asset allocation',
        sheet: 'Asset allocation',
        root: allocationBoxes(report),
        note: `Shares of all investments, averaged over the quarter ends of ${year}; the class of each investment is the financial market participant's.${report.allocation.unclassifiedHoldings.length ? ` Not classified yet: ${report.allocation.unclassifiedHoldings.join(', ')}.` : ''}`,
      },
      { kind: 'heading', text: 'In which economic sectors were the investments made?' },
      {
        kind: 'table',
        title: `Economic sectors, 1 January to 31 December ${year}`,
        sheet: 'Economic sectors',
        columns: [
          { header: 'Sector', width: 30 },
          { header: 'Share of investments', width: 12, numeric: true },
          { header: 'Investments', width: 40 },
        ],
        rows: report.allocation.sectors.map((r) => [r.sector, share(r.share), r.holdings.join(', ')]),
        note: "Each company's sector is the NACE Rev. 2 section of the main activity it last reported; positions without a company are shown as what they are.",
      },
      {
        kind: 'heading',
        text: 'To what extent were the sustainable investments with an environmental objective aligned with the EU Taxonomy?',
      },
      ...taxonomyBlocks,
      ...text('pai'),
      ...PAI_STATEMENT_GROUPS.map((group) => ({
        group,
        rows: report.pai.filter((r) => r.group === group),
      }))
        .filter((g) => g.rows.length > 0)
        .map((g): DocBlock => ({
          kind: 'table',
          title: g.group,
          sheet: g.group.slice(0, 28),
          columns: [
            { header: 'Adverse sustainability indicator', width: 20 },
            { header: 'Metric', width: 24 },
            { header: `Impact ${year}`, width: 10, numeric: true },
            { header: `Impact ${year - 1}`, width: 10, numeric: true },
            { header: 'Coverage', width: 8, numeric: true },
          ],
          rows: g.rows.map((r) => [
            r.indicator,
            r.metric,
            impactCell(r.impact, r.unit),
            impactCell(r.impactPrevious, r.unit),
            r.coverage === null ? '—' : share(r.coverage),
          ]),
        })),
      ...text('actions'),
      ...text('benchmark'),
    ],
  };
}
