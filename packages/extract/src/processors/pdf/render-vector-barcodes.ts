import { getResolvedPDFJS, renderPageAsImage } from 'unpdf';

export type PdfDocument = Parameters<typeof renderPageAsImage>[0] & {
  getPage(n: number): Promise<PdfPage>;
  destroy(): Promise<void>;
};
interface PdfPage {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  getViewport(options: { scale: number }): { width: number; height: number };
}

/**
 * Numbers of path data on a page above which its drawings are dense enough to be a barcode: a QR or Aztec code
 * drawn as rectangles needs hundreds of modules (thousands of numbers); rules and frames stay far below.
 */
const DENSE_PATH_NUMBERS = 1500;
/** Renders stay below this many pixels whatever the page size. */
const MAX_RENDER_PIXELS = 8_000_000;
/** Twice the page's point size: enough for a barcode module of a millimetre to span several pixels. */
const RENDER_SCALE = 2;

function numbersIn(value: unknown, depth = 0): number {
  if (ArrayBuffer.isView(value)) return (value as unknown as ArrayLike<number>).length;
  if (Array.isArray(value)) {
    if (depth > 2) return value.length;
    return value.reduce((n: number, item) => n + (typeof item === 'number' ? 1 : numbersIn(item, depth + 1)), 0);
  }
  return 0;
}

/** True when the page draws enough vector paths to hold a barcode drawn without an image (common in tickets). */
export async function hasDenseVectorGraphics(page: PdfPage): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const operators = await page.getOperatorList();
  let numbers = 0;
  operators.fnArray.forEach((fn, i) => {
    if (fn === OPS.constructPath) numbers += numbersIn(operators.argsArray[i]);
  });
  return numbers >= DENSE_PATH_NUMBERS;
}

/** The page rendered to PNG (with @napi-rs/canvas), by default at twice its size and at most MAX_RENDER_PIXELS. */
export async function renderPagePng(
  pdf: PdfDocument,
  pageNumber: number,
  size: { scale: number; maxPixels: number } = { scale: RENDER_SCALE, maxPixels: MAX_RENDER_PIXELS },
): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(size.scale, Math.sqrt(size.maxPixels / Math.max(1, width * height)));
  const png = await renderPageAsImage(pdf, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale });
  return new Uint8Array(png);
}
