import { describe, expect, it } from 'vitest';
import { placeLabels } from './matrix-labels';

const box = (p: { x: number; y: number; anchor: 'start' | 'end' }, width: number, height: number) => ({
  left: p.anchor === 'start' ? p.x : p.x - width,
  right: p.anchor === 'start' ? p.x + width : p.x,
  top: p.y - height,
  bottom: p.y,
});
const overlap = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('placeLabels', () => {
  it('puts a lone label above and to the right of its dot', () => {
    expect(placeLabels([{ cx: 100, cy: 100, width: 30, height: 12 }])).toEqual([
      { x: 109, y: 92, anchor: 'start' },
    ]);
  });

  it('keeps the labels of dots at one spot apart (the demo matrix drew S4-2 over E5-3)', () => {
    const labels = [
      { cx: 100, cy: 100, width: 30, height: 12 },
      { cx: 104, cy: 98, width: 30, height: 12 },
      { cx: 100, cy: 104, width: 30, height: 12 },
      { cx: 96, cy: 100, width: 30, height: 12 },
    ];
    const placed = placeLabels(labels).map((p, i) => box(p, labels[i].width, labels[i].height));
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect([i, j, overlap(placed[i], placed[j])]).toEqual([i, j, false]);
  });
});
