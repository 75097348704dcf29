import { describe, expect, it } from 'vitest';
import type { FrameworkMetric, FrameworkSection } from '@esg/contracts/data-collection/index';
import { distinctShown } from './framework-metrics';

const metric = (code: string) => ({ code }) as FrameworkMetric;
const section = (id: string, codes: string[], sections: FrameworkSection[] = []): FrameworkSection => ({
  id,
  ref: null,
  kind: 'section',
  title: id,
  description: null,
  condition: null,
  metrics: codes.map(metric),
  sections,
});

describe('the Frameworks page counts distinct metrics', () => {
  // A framework asking scope 1 in two places has three metrics, not four: the page said "61 of 60 metrics".
  const tree = [section('a', ['s1', 's2']), section('b', ['s3'], [section('b1', ['s1'])])];

  it('counts a metric asked in two sections once', () => {
    expect(distinctShown(tree, () => true)).toBe(3);
  });

  it('counts only the metrics the search keeps', () => {
    expect(distinctShown(tree, (m) => m.code !== 's2')).toBe(2);
    expect(distinctShown(tree, () => false)).toBe(0);
  });
});
