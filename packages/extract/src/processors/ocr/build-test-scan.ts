import { buildTestPdf } from '../pdf/build-test-pdf.js';

/** Lines of text drawn black on white, as a scanner or a phone would give a printed page, for tests and benches. */
export interface TestScan {
  lines: string[];
  /** Pixels; defaults suit a short confirmation. */
  width?: number;
  height?: number;
  fontPx?: number;
}

async function drawScan({ lines, width = 1000, height = 80 + lines.length * 44, fontPx = 28 }: TestScan) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = `${fontPx}px sans-serif`;
  lines.forEach((line, i) => {
    context.fillText(line, 40, 60 + i * Math.round(fontPx * 1.55));
  });
  return canvas;
}

/** The lines as an image file (PNG or JPEG bytes). */
export async function renderTestScan(scan: TestScan, format: 'png' | 'jpeg' = 'png'): Promise<Uint8Array> {
  const canvas = await drawScan(scan);
  return new Uint8Array(format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90));
}

/** A PDF whose one page is the scan as an image, without a text layer. */
export async function buildScannedPdf(scan: TestScan): Promise<Uint8Array> {
  const canvas = await drawScan(scan);
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4] ?? 255;
  // Drawn to fit the page's width less its margins (a US Letter page of 612 points).
  return buildTestPdf([{ image: { width, height, gray }, imageScale: Math.min(1, 468 / width) }]);
}
