import type { ResponseMetric, ResponseSection } from '@esg/contracts/data-collection/index';

/** Every metric of a section and its sub-sections. */
export function metricsOf(section: ResponseSection): ResponseMetric[] {
  return [...section.metrics, ...section.sections.flatMap(metricsOf)];
}
