import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { boxText, cellText, isNumberCell, placeBoxes, type DocBlock, type DocModel } from './model';

const TEAL = '1F5E4A';
const BAR_COLOURS = ['1F5E4A', '5CA082', 'A0CDB4', 'D7DEE2'];

/** A3 landscape in twentieths of a point (as the PDF; tables of six columns need the width). */
const PAGE = { width: 23811, height: 16838, orientation: PageOrientation.LANDSCAPE };

function paragraphs(text: string): Paragraph[] {
  return text
    .split(/\n+/)
    .map((line) => new Paragraph({ children: [new TextRun(line)], spacing: { after: 120 } }));
}

function table(block: Extract<DocBlock, { kind: 'table' }>): Table {
  const total = block.columns.reduce((s, c) => s + c.width, 0);
  const widths = block.columns.map((c) => Math.round((c.width / total) * 100));
  const cell = (text: string, i: number, head: boolean, right: boolean) =>
    new TableCell({
      width: { size: widths[i], type: WidthType.PERCENTAGE },
      shading: head ? { type: ShadingType.CLEAR, fill: TEAL, color: 'auto' } : undefined,
      children: text.split('\n').map(
        (line) =>
          new Paragraph({
            alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT,
            children: [new TextRun({ text: line, bold: head, color: head ? 'FFFFFF' : undefined, size: 18 })],
          }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: block.columns.map((c, i) => cell(c.header, i, true, false)),
      }),
      ...block.rows.map(
        (row) =>
          new TableRow({
            children: row.map((value, i) => cell(cellText(value), i, false, isNumberCell(value))),
          }),
      ),
    ],
  });
}

/** A bar of the chart as a one-row table whose cells are the parts, shaded and sized by their share. */
function bars(block: Extract<DocBlock, { kind: 'bars' }>): Array<Paragraph | Table> {
  const out: Array<Paragraph | Table> = [];
  for (const bar of block.bars) {
    const parts = [...bar.parts, Math.max(0, 1 - bar.parts.reduce((s, p) => s + p, 0))];
    const aligned = bar.parts.reduce((s, p) => s + p, 0);
    out.push(
      new Paragraph({
        children: [
          new TextRun({ text: `${bar.label}: ${(aligned * 100).toFixed(1)}% aligned`, bold: true, size: 18 }),
        ],
        spacing: { before: 80, after: 40 },
      }),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: parts
              .map((p, i) => ({ p, i }))
              .filter(({ p }) => p > 0.0005)
              .map(
                ({ p, i }) =>
                  new TableCell({
                    width: { size: Math.max(1, Math.round(p * 100)), type: WidthType.PERCENTAGE },
                    shading: { type: ShadingType.CLEAR, fill: BAR_COLOURS[Math.min(i, 3)], color: 'auto' },
                    children: [
                      new Paragraph({
                        children: [
                          new TextRun({
                            text: p >= 0.06 ? `${(p * 100).toFixed(1)}%` : '',
                            size: 16,
                            color: i < 2 ? 'FFFFFF' : '000000',
                          }),
                        ],
                      }),
                    ],
                  }),
              ),
          }),
        ],
      }),
    );
  }
  out.push(
    new Paragraph({
      children: block.legend.flatMap((entry, i) => [
        new TextRun({ text: '■ ', color: BAR_COLOURS[Math.min(i, 3)], size: 20 }),
        new TextRun({ text: `${entry}    `, size: 16 }),
      ]),
      spacing: { before: 80, after: 120 },
    }),
  );
  return out;
}

/** The diagram as a grid: a column per level, each box a shaded cell with its share, the split read left to right. */
function boxes(block: Extract<DocBlock, { kind: 'boxes' }>): Table {
  const placed = placeBoxes(block.root);
  const rows = Math.max(...placed.map((p) => p.row)) + 1;
  const depth = Math.max(...placed.map((p) => p.depth)) + 1;
  const grid = Array.from({ length: rows }, () => Array.from({ length: depth }, () => ''));
  for (const p of placed) grid[p.row][p.depth] = boxText(p.box);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: grid.map(
      (cells) =>
        new TableRow({
          children: cells.map(
            (text, d) =>
              new TableCell({
                width: { size: Math.round(100 / depth), type: WidthType.PERCENTAGE },
                shading: text
                  ? { type: ShadingType.CLEAR, fill: BAR_COLOURS[Math.min(d, 3)], color: 'auto' }
                  : undefined,
                children: [
                  new Paragraph({
                    children: [
                      new TextRun({ text, bold: true, size: 18, color: d < 2 ? 'FFFFFF' : '000000' }),
                    ],
                  }),
                ],
              }),
          ),
        }),
    ),
  });
}

/** An editable Word document (OOXML, the `docx` package as the TCFD report uses, ADR 0052). */
export async function toDocx(model: DocModel): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(model.title)] }),
    new Paragraph({
      children: [new TextRun({ text: model.subtitle, color: '555555' })],
      spacing: { after: 240 },
    }),
  ];
  for (const block of model.blocks) {
    if (block.kind === 'heading') {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] }));
      if (block.marked)
        children.push(
          new Paragraph({
            children: [new TextRun({ text: block.marked, italics: true, color: '8C5A00', size: 18 })],
          }),
        );
    } else if (block.kind === 'paragraph') children.push(...paragraphs(block.text));
    else if (block.kind === 'table') {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(block.title)] }));
      children.push(table(block));
      if (block.note)
        children.push(
          new Paragraph({ children: [new TextRun({ text: block.note, size: 16, color: '555555' })] }),
        );
    } else if (block.kind === 'boxes') {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(block.title)] }));
      children.push(boxes(block));
      if (block.note)
        children.push(
          new Paragraph({ children: [new TextRun({ text: block.note, size: 16, color: '555555' })] }),
        );
    } else {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(block.title)] }));
      children.push(...bars(block));
      if (block.note)
        children.push(
          new Paragraph({ children: [new TextRun({ text: block.note, size: 16, color: '555555' })] }),
        );
    }
  }
  const document = new Document({
    creator: 'ESG platform',
    title: `${model.title} ${model.subtitle}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        properties: { page: { size: PAGE, margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 } } },
        headers: {
          default: new Header({
            children: [
              new Paragraph({ children: [new TextRun({ text: model.running, size: 16, color: '555555' })] }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: 16,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
