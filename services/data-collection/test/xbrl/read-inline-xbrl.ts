import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * The facts of an Inline XBRL document, read back by concept name for the round-trip test: each
 * fact's concept, period, dimension members, unit and value (numbers as the transformation reads
 * them, scale and sign applied; booleans from their fixed transform; enumerations as their member
 * URIs). Independent of the code that wrote the report: a generic reading of ix:nonFraction,
 * ix:nonNumeric, xbrli:context and xbrli:unit.
 */
export interface InlineFact {
  concept: string;
  period: { start?: string; end?: string; instant?: string };
  explicit: Record<string, string>;
  typed: Record<string, string>;
  /** Measures: `iso4217:EUR`, `utr:t`, `utr:tCO2e/iso4217:EUR`. */
  unit: string | null;
  value: number | boolean | string;
  decimals: string | null;
}

const IX = 'http://www.xbrl.org/2013/inlineXBRL';
const XBRLI = 'http://www.xbrl.org/2003/instance';
const XBRLDI = 'http://xbrl.org/2006/xbrldi';

export function readInlineXbrl(xhtml: string): InlineFact[] {
  const parser = new SaxesParser({ xmlns: true });
  const contexts = new Map<
    string,
    { period: InlineFact['period']; explicit: Record<string, string>; typed: Record<string, string> }
  >();
  const units = new Map<string, string>();
  const raw: Array<{ tag: SaxesTagNS; text: string }> = [];
  const open: Array<{ tag: SaxesTagNS; text: string }> = [];
  let context: {
    id: string;
    period: InlineFact['period'];
    explicit: Record<string, string>;
    typed: Record<string, string>;
  } | null = null;
  let unit: { id: string; numerator: string[]; denominator: string[]; part: 'n' | 'd' } | null = null;
  let text = '';
  let typedAxis: string | null = null;
  const attr = (tag: SaxesTagNS, name: string) => tag.attributes[name]?.value ?? null;

  parser.on('opentag', (tag) => {
    text = '';
    for (const fact of open) void fact;
    if (tag.uri === IX && (tag.local === 'nonFraction' || tag.local === 'nonNumeric'))
      open.push({ tag, text: '' });
    if (tag.uri === XBRLI && tag.local === 'context')
      context = { id: attr(tag, 'id'), period: {}, explicit: {}, typed: {} };
    if (tag.uri === XBRLI && tag.local === 'unit')
      unit = { id: attr(tag, 'id'), numerator: [], denominator: [], part: 'n' };
    if (tag.uri === XBRLI && tag.local === 'unitDenominator' && unit) unit.part = 'd';
    if (tag.uri === XBRLDI && tag.local === 'typedMember') typedAxis = attr(tag, 'dimension');
  });
  parser.on('text', (chunk) => {
    text += chunk;
    for (const fact of open) fact.text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (tag.uri === IX && (tag.local === 'nonFraction' || tag.local === 'nonNumeric')) raw.push(open.pop()!);
    if (context && tag.uri === XBRLI) {
      if (tag.local === 'startDate') context.period.start = text.trim();
      if (tag.local === 'endDate') context.period.end = text.trim();
      if (tag.local === 'instant') context.period.instant = text.trim();
      if (tag.local === 'context') {
        contexts.set(context.id, context);
        context = null;
      }
    }
    if (context && tag.uri === XBRLDI && tag.local === 'explicitMember')
      context.explicit[attr(tag, 'dimension')] = text.trim();
    if (context && typedAxis && tag.uri !== XBRLDI) context.typed[typedAxis] = text.trim();
    if (tag.uri === XBRLDI && tag.local === 'typedMember') typedAxis = null;
    if (unit && tag.uri === XBRLI && tag.local === 'measure')
      (unit.part === 'n' ? unit.numerator : unit.denominator).push(text.trim());
    if (unit && tag.uri === XBRLI && tag.local === 'unit') {
      units.set(
        unit.id,
        [unit.numerator.join('*'), ...(unit.denominator.length ? [unit.denominator.join('*')] : [])].join(
          '/',
        ),
      );
      unit = null;
    }
    text = '';
  });
  parser.write(xhtml).close();

  return raw.map(({ tag, text: content }) => {
    const ctx = contexts.get(attr(tag, 'contextRef'))!;
    const format = attr(tag, 'format');
    let value: number | boolean | string = content.replace(/\s+/g, ' ').trim();
    if (tag.local === 'nonFraction') {
      const scale = Number(attr(tag, 'scale') ?? 0);
      const number = Number(value.replace(/,/g, '')) * 10 ** scale;
      value = (attr(tag, 'sign') === '-' ? -1 : 1) * Number(number.toPrecision(15));
    } else if (format?.endsWith('fixed-true')) value = true;
    else if (format?.endsWith('fixed-false')) value = false;
    return {
      concept: attr(tag, 'name'),
      period: ctx.period,
      explicit: ctx.explicit,
      typed: ctx.typed,
      unit: tag.local === 'nonFraction' ? (units.get(attr(tag, 'unitRef')) ?? null) : null,
      value,
      decimals: attr(tag, 'decimals'),
    };
  });
}
