import type { EdciCell, EdciInput } from '@esg/contracts/edci';

/** An EDCI figure as the page shows it: "42.86 %", "850 tCO2e", "Yes"; null is "—". */
export function figureText(value: EdciCell['value'], unit: string): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const number = value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
  if (unit === '%') return `${number} %`;
  return unit ? `${number} ${unit}` : number;
}

/** A published input: "gov.board_members_female = 3 people (2024, published 2 Feb 2025)". */
export function inputText(input: EdciInput): string {
  const value = Array.isArray(input.value)
    ? input.value.join(', ')
    : input.value === null
      ? 'not given'
      : typeof input.value === 'boolean'
        ? input.value
          ? 'Yes'
          : 'No'
        : String(input.value);
  return `${input.metricCode} = ${value}${input.unit ? ` ${input.unit}` : ''} (${input.period}, response ${input.responseId})`;
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
