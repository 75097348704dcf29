import JSZip from 'jszip';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type NewValue = string | number | { error: string };

function cellXml(address: string, style: string, value: NewValue): string {
  if (typeof value === 'number') return `<c r="${address}"${style}><v>${value}</v></c>`;
  if (typeof value === 'string')
    return `<c r="${address}"${style} t="inlineStr"><is><t>${escape(value)}</t></is></c>`;
  return `<c r="${address}"${style} t="e"><v>${escape(value.error)}</v></c>`;
}

/**
 * A copy of an .xlsx with some cells of one sheet replaced, edited in the package's XML: quicker
 * than a spreadsheet library's full write, and it changes nothing else (styles, merges, other cells).
 */
export async function withCells(
  source: Buffer,
  sheet: string,
  cells: Record<string, NewValue>,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(source);
  const workbook = await zip.file('xl/workbook.xml')!.async('string');
  const rid = new RegExp(
    `<sheet [^>]*name="${escape(sheet).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*r:id="([^"]+)"`,
  ).exec(workbook)?.[1];
  if (!rid) throw new Error(`No sheet '${sheet}'`);
  const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
  const target =
    new RegExp(`<Relationship [^>]*Id="${rid}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
    new RegExp(`<Relationship [^>]*Target="([^"]+)"[^>]*Id="${rid}"`).exec(rels)?.[1];
  if (!target) throw new Error(`No part for sheet '${sheet}'`);
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  let xml = await zip.file(path)!.async('string');
  for (const [address, value] of Object.entries(cells)) {
    const pattern = new RegExp(`<c r="${address}"([^>]*?)(/>|>[\\s\\S]*?</c>)`);
    const match = pattern.exec(xml);
    if (!match) throw new Error(`No cell ${address} on '${sheet}'`);
    const style = / s="\d+"/.exec(match[1])?.[0] ?? '';
    xml = xml.replace(pattern, cellXml(address, style, value));
  }
  zip.file(path, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
