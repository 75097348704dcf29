/** A label to place beside its dot: the dot's centre and the label's size in pixels. */
export interface LabelInput {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

/** Where a label's text starts (x, baseline y) and which way it runs from there. */
export interface PlacedLabel {
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Places each dot's label beside it where it covers no label placed before it and no other dot:
 * above right, above left, below right, below left, then level right and left; when every place is
 * taken (a crowded spot), the one that covers least. Matters scored alike sit at one spot of the
 * materiality matrix, and their ids were drawn over each other (issue 29: "S4-2" over "E5-3").
 */
export function placeLabels(labels: readonly LabelInput[], gap = 9, dotRadius = 7): PlacedLabel[] {
  const placed: Box[] = [];
  const dots: Box[] = labels.map((l) => ({
    left: l.cx - dotRadius,
    right: l.cx + dotRadius,
    top: l.cy - dotRadius,
    bottom: l.cy + dotRadius,
  }));
  return labels.map((l, i) => {
    const candidates = [
      { dx: gap, baseline: l.cy - gap + 1, anchor: 'start' as const },
      { dx: -gap, baseline: l.cy - gap + 1, anchor: 'end' as const },
      { dx: gap, baseline: l.cy + gap + l.height - 1, anchor: 'start' as const },
      { dx: -gap, baseline: l.cy + gap + l.height - 1, anchor: 'end' as const },
      { dx: gap + 2, baseline: l.cy + l.height / 2 - 1, anchor: 'start' as const },
      { dx: -gap - 2, baseline: l.cy + l.height / 2 - 1, anchor: 'end' as const },
    ].map((c) => {
      const x = l.cx + c.dx;
      const box: Box = {
        left: c.anchor === 'start' ? x : x - l.width,
        right: c.anchor === 'start' ? x + l.width : x,
        top: c.baseline - l.height,
        bottom: c.baseline,
      };
      const covered =
        placed.filter((p) => overlaps(p, box)).length +
        dots.filter((d, j) => j !== i && overlaps(d, box)).length;
      return { x, y: c.baseline, anchor: c.anchor, box, covered };
    });
    const best = candidates.reduce((a, b) => (b.covered < a.covered ? b : a));
    placed.push(best.box);
    return { x: best.x, y: best.y, anchor: best.anchor };
  });
}
