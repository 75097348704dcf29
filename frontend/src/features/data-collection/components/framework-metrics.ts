import type { FrameworkMetric, FrameworkSection } from '@esg/contracts/data-collection/index';

/** The distinct metrics shown: a metric asked in two sections is one metric ("61 of 60" otherwise). */
export function distinctShown(sections: FrameworkSection[], keep: (m: FrameworkMetric) => boolean): number {
  const codes = new Set<string>();
  const walk = (section: FrameworkSection) => {
    for (const m of section.metrics) if (keep(m)) codes.add(m.code);
    section.sections.forEach(walk);
  };
  sections.forEach(walk);
  return codes.size;
}
