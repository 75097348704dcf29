import { validateEvent } from '@esg/contracts';
import { companyRegistered, publishedValue, responsePublished } from '@esg/testing';

describe('event factories', () => {
  it('builds a registered company with the defaults a spec does not care about', () => {
    const event = companyRegistered({ companyId: 9101, parentId: 1 });
    expect(event).toMatchObject({
      type: 'data-collection.company.registered.v1',
      source: 'data-collection',
      subject: '9101',
      companyid: '9101',
      data: { companyId: 9101, name: 'Company 9101', type: 'pc', parentId: 1 },
    });
    expect(() => validateEvent(event)).not.toThrow();
    expect(companyRegistered({ companyId: 2, name: 'Helios', type: 'gp' }).data).toEqual({
      companyId: 2,
      name: 'Helios',
      type: 'gp',
      parentId: null,
    });
  });

  it('dates a publication from its period: the year, 1 January to 31 December, published on 1 February after', () => {
    const event = responsePublished({ responseId: 7, companyId: 3, requesterCompanyId: 1, period: '2031' });
    expect(event).toMatchObject({
      type: 'data-collection.response.published.v1',
      subject: '7',
      companyid: '3',
    });
    expect(event.data).toEqual({
      responseId: 7,
      companyId: 3,
      requesterCompanyId: 1,
      standardId: 1,
      frameworkVersion: 'esg-1',
      period: '2031',
      year: 2031,
      cycle: 'annually',
      periodStart: '2031-01-01',
      periodEnd: '2031-12-31',
      publicationNumber: 1,
      publishedAt: '2032-02-01T10:00:00.000Z',
      publishedBy: 2,
      values: [],
      unansweredMetricCodes: [],
    });
    expect(() => validateEvent(event)).not.toThrow();
  });

  it('keeps the overrides, the year included', () => {
    const event = responsePublished({
      responseId: 7,
      companyId: 3,
      requesterCompanyId: 1,
      period: '2032',
      year: 2030,
      standardId: 8,
      publicationNumber: 2,
      values: [publishedValue('ghg.scope1', 850, 'tCO2e', { quality: 'estimated', version: 2 })],
    });
    expect(event.data).toMatchObject({
      year: 2030,
      periodStart: '2030-01-01',
      standardId: 8,
      publicationNumber: 2,
    });
    expect(event.data.values).toEqual([
      {
        metricCode: 'ghg.scope1',
        value: 850,
        unit: 'tCO2e',
        rawValue: 850,
        rawUnit: 'tCO2e',
        status: 'provided',
        reason: null,
        quality: 'estimated',
        dataQualityScore: null,
        valueVersionId: 'ghg.scope1-1',
        version: 2,
        source: { kind: 'entered', calculationId: null, calculationType: null, importId: null },
      },
    ]);
  });

  it('refuses what the real producer could never send', () => {
    expect(() => companyRegistered({ companyId: 0 })).toThrow();
    expect(() => companyRegistered({ companyId: 4, name: '' })).toThrow();
    expect(() =>
      responsePublished({ responseId: 1, companyId: 3, requesterCompanyId: 1, period: 'last year' }),
    ).toThrow();
    expect(() => publishedValue('ghg.scope1', 1, 't', { dataQualityScore: 6 })).toThrow();
  });
});
