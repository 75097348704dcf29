import { saveBlob } from '@/lib/save-file';

/**
 * Draws a chart's svg onto a canvas (white background, 2× for sharp text) and downloads it as PNG.
 * The svg's own attributes carry its styling (visx draws with attributes, not CSS), so a copy renders alike.
 */
export async function downloadSvgAsPng(
  svg: SVGSVGElement,
  fileName: string,
  options: { title?: string; scale?: number } = {},
): Promise<void> {
  const scale = options.scale ?? 2;
  const width = svg.width.baseVal.value || svg.clientWidth;
  const height = svg.height.baseVal.value || svg.clientHeight;
  const titleHeight = options.title ? 32 : 0;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const source = new XMLSerializer().serializeToString(copy);
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The chart could not be drawn'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil((height + titleHeight) * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height + titleHeight);
  if (options.title) {
    context.fillStyle = '#1b1f1d';
    context.font = '600 15px system-ui, sans-serif';
    context.fillText(options.title, 8, 21);
  }
  context.drawImage(image, 0, titleHeight, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No image');
  saveBlob(blob, fileName.endsWith('.png') ? fileName : `${fileName}.png`);
}
