import type { Tone } from '@esg/contracts/labels';

/**
 * The colours of each tone of the label registry: text on a light background, every pair above
 * 4.5:1 (WCAG AA), so a badge reads without its colour and passes axe's contrast rule.
 */
export const TONES: Record<Tone, { bg: string; fg: string; border: string; solid: string }> = {
  neutral: { bg: '#eef1ef', fg: '#3b4540', border: '#d5dbd8', solid: '#5b6762' },
  info: { bg: '#e7f0fb', fg: '#1b4c8c', border: '#c4d8f2', solid: '#2f6fbf' },
  success: { bg: '#e3f4ea', fg: '#17603a', border: '#bfe3cd', solid: '#1f7a4d' },
  warning: { bg: '#fdf1dc', fg: '#854600', border: '#f3d7a6', solid: '#c77800' },
  danger: { bg: '#fdecea', fg: '#9f1f17', border: '#f5c6c1', solid: '#c0362c' },
  brand: { bg: '#e4f2ea', fg: '#155a38', border: '#bfe0cc', solid: '#1f7a4d' },
};
