import type { CellValue } from 'exceljs';

/**
 * What a spreadsheet cell holds, as a plain value. Formulas are never evaluated: their cached
 * result is read (or nothing when the file has none), so a formula in an upload cannot compute or
 * fetch anything. Rich text and hyperlinks give their text; error cells give null.
 */
export type PlainCell = string | number | boolean | Date | null;

export function plainCell(value: CellValue | undefined): PlainCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((t) => t.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null || typeof result === 'object') return null;
    return result as string | number | boolean;
  }
  if ('text' in value) {
    const text = (value as { text: unknown }).text;
    if (typeof text === 'string') return text;
    if (text && typeof text === 'object' && 'richText' in text)
      return (text as { richText: Array<{ text: string }> }).richText.map((t) => t.text).join('');
    return null;
  }
  return null;
}

/** A cell as trimmed text with whitespace runs collapsed ('' when empty). */
export function cellText(value: CellValue | undefined): string {
  const plain = plainCell(value);
  if (plain === null) return '';
  if (plain instanceof Date) return plain.toISOString().slice(0, 10);
  return String(plain).replace(/\s+/g, ' ').trim();
}
