import { cleanJsonTexts, cleanLine, cleanText, isCleanText, lineTextSchema, possessive } from '../src/text';

/** Issue 23, finding 7: NUL, lone surrogates, U+202E and CR/LF were stored in about 20 free-text fields. */
describe('cleanText', () => {
  it('removes controls and bidi overrides, replaces a lone surrogate, writes line breaks as LF', () => {
    expect(cleanText('A\u0000B')).toBe('AB');
    expect(cleanText('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanText('\u2066x\u2069 \u202Ay\u202C')).toBe('x y');
    expect(cleanText('a\uD800b')).toBe('a\uFFFDb');
    expect(cleanText('a\uDC00')).toBe('a\uFFFD');
    expect(cleanText('one\r\ntwo\rthree\u2028four\u0085five')).toBe('one\ntwo\nthree\nfour\nfive');
    expect(cleanText('\uFEFFbell\u0007 esc\u001B[31m del\u007F c1\u009B')).toBe('bell esc[31m del c1');
  });

  it('keeps what people write: tabs and LF, emoji (pairs), accents, right-to-left text and its marks', () => {
    const kept = 'Zürich\tNo. 1\n😀 👩‍💻 שלום \u200F مرحبا\n';
    expect(cleanText(kept)).toBe(kept);
    expect(isCleanText(kept)).toBe(true);
    expect(isCleanText('a\u0000')).toBe(false);
  });

  it('folds a single line: tabs and line breaks, with the spaces around them, become one space', () => {
    expect(cleanLine('Fund\r\n  II')).toBe('Fund II');
    expect(cleanLine('a\t\tb\u2029c')).toBe('a b c');
    expect(lineTextSchema().trim().max(20).parse(' Fund\u0000 A\uD800B\u202EC\r\nD ')).toBe(
      'Fund A\uFFFDBC D',
    );
    expect(lineTextSchema().trim().min(1).safeParse('\u202E\u0000').success).toBe(false);
  });

  it('cleans every string of a JSON value, keys too, and leaves a clean value as it was', () => {
    const clean = { a: ['x', 1, null, true], b: { c: 'y' } };
    expect(cleanJsonTexts(clean)).toBe(clean);
    expect(cleanJsonTexts({ 'k\u0000': ['ok', { t: 'a\u202Eb\r\n' }], n: 2 })).toEqual({
      k: ['ok', { t: 'ab\n' }],
      n: 2,
    });
    expect(cleanJsonTexts('\uDBFF')).toBe('\uFFFD');
    // A proxied body is a stream: left for the service that parses it, never walked or rebuilt.
    const stream = new (class Payload {
      readonly title = 'a\u0000';
      readonly self = this;
    })();
    expect(cleanJsonTexts(stream)).toBe(stream);
    const buffer = Buffer.from('x\u0000');
    expect(cleanJsonTexts(buffer)).toBe(buffer);
    expect(cleanJsonTexts([buffer])).toEqual([buffer]);
  });
});

/** Issue 29: the materiality page read "Evergreen Capital Partners's". */
describe('possessive', () => {
  it('adds an apostrophe alone to a name ending in s, and apostrophe s to any other', () => {
    expect(possessive('Evergreen Capital Partners')).toBe("Evergreen Capital Partners'");
    expect(possessive('Northwind Renewables')).toBe("Northwind Renewables'");
    expect(possessive('ATLAS')).toBe("ATLAS'");
    expect(possessive('Evergreen')).toBe("Evergreen's");
    expect(possessive('Helios Foods ')).toBe("Helios Foods'");
    expect(possessive('Priya Chen', '’')).toBe('Priya Chen’s');
    expect(possessive('Fund II', '’')).toBe('Fund II’s');
  });
});
