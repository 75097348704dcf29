import { carriesPaiInputs, companyValues, type KeptPublication } from '../../src/domain/pai/statement';

/**
 * ADR 0035 / 0058: which publications serve a reference year. A company's values come from one year, the
 * latest ≤ the reference year with a publication carrying PAI inputs; a publication without any (a TCFD
 * questionnaire) neither sets that year nor hides the year's data; no metric is carried forward alone, except
 * the slowly changing facts (EVIC, revenue, NACE code) by the as-of rule of ADR 0095 (carried-facts.spec.ts).
 */
const value = (v: number | boolean | string | string[] | null, id: string) => ({
  value: v,
  unit: '',
  quality: 'reported' as const,
  valueVersionId: id,
});
const publication = (
  responseId: number,
  year: number,
  values: KeptPublication['values'],
  publishedAt = `${year + 1}-03-01T00:00:00.000Z`,
): KeptPublication => ({
  responseId,
  companyId: 2,
  standardId: 1,
  period: String(year),
  year,
  publicationNumber: 1,
  publishedAt,
  values,
});

const esg2023 = publication(1, 2023, {
  'ghg.scope1': value(850, 'v1'),
  'company.revenue': value(120, 'v2'),
  'energy.consumption_total': value(400, 'v6'),
});
const esg2024 = publication(2, 2024, { 'ghg.scope1': value(800, 'v3') });
const tcfd2025 = publication(3, 2025, {
  'tcfd.aa_110a_1': value('The board does not consider climate-related issues', 'v4'),
  'tcfd.aa_110a_6': value(['Short term (up to 3 years)'], 'v5'),
});

describe('the data year of a company in a PAI statement', () => {
  it('knows a publication with PAI inputs from one without', () => {
    expect(carriesPaiInputs(esg2024)).toBe(true);
    expect(carriesPaiInputs(tcfd2025)).toBe(false);
    expect(carriesPaiInputs(publication(9, 2025, { 'ghg.scope1': value(null, 'v9') }))).toBe(false);
  });

  it('skips a later questionnaire without PAI inputs: the 2025 statement uses the 2024 data', () => {
    const { company, source } = companyValues(2, 2025, [esg2023, esg2024, tcfd2025]);
    expect(source).toMatchObject({ dataYear: 2024, publications: [{ responseId: 2 }] });
    // One year only: 2023's energy is not carried forward beside 2024's emissions. Revenue, a slowly changing
    // fact, is: issue 21 (finding 2) replaced ADR 0058's "nothing carried" for facts by the as-of rule, so this
    // expectation changed from "revenue missing" to "revenue of 2023, marked carried, 1 year old".
    expect(company.values).toEqual({
      'company.revenue': {
        value: 120,
        quality: 'reported',
        versionId: 'v2',
        carriedFrom: { period: '2023', ageYears: 1 },
      },
      'ghg.scope1': { value: 800, quality: 'reported', versionId: 'v3' },
    });
  });

  it('uses the reference year itself once it has PAI data, and nothing when none is published', () => {
    expect(companyValues(2, 2023, [esg2023, esg2024, tcfd2025]).source?.dataYear).toBe(2023);
    expect(companyValues(2, 2025, [tcfd2025])).toEqual({ company: { id: 2, values: {} }, source: null });
  });
});
