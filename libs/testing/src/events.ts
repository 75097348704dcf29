import {
  companyRegisteredV1,
  createEvent,
  publishedValueSchema,
  responsePublishedV1,
  type CloudEvent,
  type EventData,
  type PublishedValue,
} from '@esg/contracts';

/*
 * Integration events as a spec builds them: the data passes the zod contract of libs/contracts (a spec
 * that builds an event the real producer could not send fails here, not somewhere in a consumer), with
 * defaults for what a spec does not care about and overrides for what it does.
 */

export type CompanyRegistered = EventData<'data-collection.company.registered.v1'>;
export type ResponsePublished = EventData<'data-collection.response.published.v1'>;

/** data-collection.company.registered.v1: a portfolio company without a parent unless told otherwise. */
export function companyRegistered(
  data: Pick<CompanyRegistered, 'companyId'> & Partial<CompanyRegistered>,
): CloudEvent<CompanyRegistered> {
  const { companyId } = data;
  return createEvent({
    type: 'data-collection.company.registered.v1',
    source: 'data-collection',
    subject: companyId,
    companyId,
    data: companyRegisteredV1.parse({ name: `Company ${companyId}`, type: 'pc', parentId: null, ...data }),
  });
}

/** One value of a publication: provided, reported and entered by hand, in the unit it was entered in. */
export function publishedValue(
  metricCode: string,
  value: PublishedValue['value'],
  unit: string,
  overrides: Partial<PublishedValue> = {},
): PublishedValue {
  return publishedValueSchema.parse({
    metricCode,
    value,
    unit,
    rawValue: value,
    rawUnit: unit,
    status: 'provided',
    reason: null,
    quality: 'reported',
    dataQualityScore: null,
    valueVersionId: `${metricCode}-1`,
    version: 1,
    source: { kind: 'entered', calculationId: null, calculationType: null, importId: null },
    ...overrides,
  });
}

/**
 * data-collection.response.published.v1: the first publication of an annual response of standard 1
 * (esg-1), published on 1 February of the following year by user 2, with no values unless given.
 */
export function responsePublished(
  data: Pick<ResponsePublished, 'responseId' | 'companyId' | 'requesterCompanyId' | 'period'> &
    Partial<ResponsePublished>,
): CloudEvent<ResponsePublished> {
  const year = data.year ?? Number(data.period);
  return createEvent({
    type: 'data-collection.response.published.v1',
    source: 'data-collection',
    subject: data.responseId,
    companyId: data.companyId,
    data: responsePublishedV1.parse({
      standardId: 1,
      frameworkVersion: 'esg-1',
      year,
      cycle: 'annually',
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-12-31`,
      publicationNumber: 1,
      publishedAt: `${year + 1}-02-01T10:00:00.000Z`,
      publishedBy: 2,
      values: [],
      unansweredMetricCodes: [],
      ...data,
    }),
  });
}
