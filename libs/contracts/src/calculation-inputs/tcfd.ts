/**
 * The TCFD statements' inputs (services/scoring domain/tcfd, ADR 0023): the TCFD-AA-110a.30–.35 statements are
 * chosen by the answers to those indicators, each collected as the dictionary metric `tcfd.<gics>_<topic>_<n>`
 * (TCFD-AA-110a.30 → tcfd.aa_110a_30, docs/data-collection.md). Part of the registry of calculation inputs.
 */

/** The dictionary code of a TCFD questionnaire indicator: `TCFD-AA-110a.30` → `tcfd.aa_110a_30`. */
export const tcfdMetricCode = (indicatorCode: string): string =>
  `tcfd.${indicatorCode
    .replace(/^TCFD-/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')}`;

/** The part of tcfd-questionnaire.json that names the statements' indicators. */
export interface TcfdStatementRules {
  statements: ReadonlyArray<{ kind: string; codes: Readonly<Record<string, string>> }>;
}

const STATEMENT_LABELS: Readonly<Record<string, string>> = {
  'scope-calculation': 'How scope 1, 2 and 3 emissions are calculated',
  'largest-source': 'The largest source of each scope',
};

export function tcfdStatementInputs(
  questionnaire: TcfdStatementRules,
): Array<{ figure: string; label: string; codes: readonly string[] }> {
  return questionnaire.statements.map((rule) => ({
    figure: rule.kind,
    label: `TCFD statement: ${STATEMENT_LABELS[rule.kind] ?? rule.kind}`,
    codes: Object.values(rule.codes).map(tcfdMetricCode),
  }));
}
