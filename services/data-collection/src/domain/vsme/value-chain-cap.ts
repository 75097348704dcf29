/** What VSME asks (its own codes and the dictionary metrics its datapoints mean), and from when the cap applies. */
export interface ValueChainCap {
  codes: ReadonlySet<string>;
  /** The first day (YYYY-MM-DD) of the reporting periods the cap applies to (product/vsme.json). */
  from: string;
}

/**
 * The value-chain cap (issue 25): the Commission's VSME delegated act lets an SME in an investor's
 * value chain refuse datapoints a request asks beyond VSME, from financial year 2027 (the date is
 * reference data). A datapoint is beyond VSME when no VSME datapoint is it. It applies to a portfolio
 * company asked by another company, for a framework other than VSME, for a period starting on or after
 * the cap's first day; a company's own responses, and VSME itself, ask nothing beyond VSME.
 */
export function beyondVsme(
  response: { companyId: number; requesterCompanyId: number; companyType: string; periodStart: string },
  codes: readonly string[],
  cap: ValueChainCap | null,
  isVsme: boolean,
): Set<string> {
  if (
    !cap ||
    isVsme ||
    response.companyType !== 'pc' ||
    response.requesterCompanyId === response.companyId ||
    response.periodStart < cap.from
  )
    return new Set();
  return new Set(codes.filter((code) => !cap.codes.has(code)));
}
