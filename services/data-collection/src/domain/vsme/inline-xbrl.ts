/**
 * The pieces of an Inline XBRL 1.1 document (ADR 0142): contexts and units keyed by what they say, so
 * each is written once, and the escaping and number formats the facts need. Pure: no taxonomy, no I/O.
 */

export const NS = {
  xhtml: 'http://www.w3.org/1999/xhtml',
  ix: 'http://www.xbrl.org/2013/inlineXBRL',
  ixt: 'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12',
  xbrli: 'http://www.xbrl.org/2003/instance',
  link: 'http://www.xbrl.org/2003/linkbase',
  xlink: 'http://www.w3.org/1999/xlink',
  xbrldi: 'http://xbrl.org/2006/xbrldi',
  iso4217: 'http://www.xbrl.org/2003/iso4217',
  utr: 'http://www.xbrl.org/2009/utr',
} as const;

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type XbrlPeriod = { kind: 'duration'; start: string; end: string } | { kind: 'instant'; date: string };

export interface XbrlContextKey {
  period: XbrlPeriod;
  /** Explicit members, axis → member QName. */
  explicit: Record<string, string>;
  /** A typed member: axis, the typed element and its content. */
  typed: { axis: string; element: string; value: string } | null;
}

/** A unit: one measure, or a measure divided by another (tCO2e per EUR). */
export interface XbrlUnitKey {
  numerator: string;
  denominator: string | null;
}

export class ContextRegistry {
  private readonly ids = new Map<string, string>();
  private readonly xml: string[] = [];

  constructor(private readonly entity: { scheme: string; identifier: string }) {}

  id(key: XbrlContextKey): string {
    const explicit = Object.entries(key.explicit).sort(([a], [b]) => a.localeCompare(b));
    const text = JSON.stringify([key.period, explicit, key.typed]);
    let id = this.ids.get(text);
    if (id) return id;
    id = `c${this.ids.size + 1}`;
    this.ids.set(text, id);
    const period =
      key.period.kind === 'instant'
        ? `<xbrli:instant>${key.period.date}</xbrli:instant>`
        : `<xbrli:startDate>${key.period.start}</xbrli:startDate><xbrli:endDate>${key.period.end}</xbrli:endDate>`;
    const members = [
      ...explicit.map(
        ([axis, member]) => `<xbrldi:explicitMember dimension="${axis}">${member}</xbrldi:explicitMember>`,
      ),
      ...(key.typed
        ? [
            `<xbrldi:typedMember dimension="${key.typed.axis}"><${key.typed.element}>${escapeXml(key.typed.value)}</${key.typed.element}></xbrldi:typedMember>`,
          ]
        : []),
    ];
    this.xml.push(
      `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="${escapeXml(this.entity.scheme)}">${escapeXml(this.entity.identifier)}</xbrli:identifier></xbrli:entity><xbrli:period>${period}</xbrli:period>${members.length ? `<xbrli:scenario>${members.join('')}</xbrli:scenario>` : ''}</xbrli:context>`,
    );
    return id;
  }

  render(): string {
    return this.xml.join('\n');
  }
}

export class UnitRegistry {
  private readonly ids = new Map<string, string>();
  private readonly xml: string[] = [];

  id(key: XbrlUnitKey): string {
    const text = `${key.numerator}/${key.denominator ?? ''}`;
    let id = this.ids.get(text);
    if (id) return id;
    id = `u${this.ids.size + 1}`;
    this.ids.set(text, id);
    this.xml.push(
      key.denominator
        ? `<xbrli:unit id="${id}"><xbrli:divide><xbrli:unitNumerator><xbrli:measure>${key.numerator}</xbrli:measure></xbrli:unitNumerator><xbrli:unitDenominator><xbrli:measure>${key.denominator}</xbrli:measure></xbrli:unitDenominator></xbrli:divide></xbrli:unit>`
        : `<xbrli:unit id="${id}"><xbrli:measure>${key.numerator}</xbrli:measure></xbrli:unit>`,
    );
    return id;
  }

  render(): string {
    return this.xml.join('\n');
  }
}

/** A number as a plain decimal (never in exponent form), e.g. 1e-7 → "0.0000001". */
export function plainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa, exponentText] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const result =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${negative ? '-' : ''}${result.replace(/^0+(?=\d)/, '')}`;
}

/**
 * How a number is shown and tagged with ixt:num-dot-decimal: grouped, every digit kept, `decimals` the
 * digits after the point, so the tagged value is the number exactly. `scale` -2 shows a ratio as a
 * percentage (0.284 shown "28.4", tagged 0.284).
 */
export function numberDisplay(
  value: number,
  scale = 0,
): { display: string; decimals: number; negative: boolean } {
  const text = plainDecimal(Math.abs(value));
  const [whole, fraction = ''] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return {
    display: fraction ? `${grouped}.${fraction}` : grouped,
    decimals: fraction.length - scale,
    negative: value < 0,
  };
}
