import { createRequire } from 'node:module';
import { type getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import type { GreyImage } from '../../engine/types.js';
import { greyOnWhite } from '../barcode/grey-image.js';

type NapiCanvas = typeof import('@napi-rs/canvas');
interface ScratchCanvas {
  canvas: { width: number; height: number } | null;
  context: unknown;
}

const requireModule = createRequire(import.meta.url);

/**
 * pdf.js asks its document for scratch canvases while rendering (a stencil mask is painted through one); the
 * bundled pdf.js has none in Node, so they come from @napi-rs/canvas, loaded on the first request: a PDF that is
 * never rendered never loads it.
 */
export class ScratchCanvasFactory {
  create(width: number, height: number): ScratchCanvas {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const { createCanvas } = requireModule('@napi-rs/canvas') as NapiCanvas;
    const canvas = createCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }

  reset(target: ScratchCanvas, width: number, height: number): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    target.canvas.width = width;
    target.canvas.height = height;
  }

  destroy(target: ScratchCanvas): void {
    if (!target.canvas) return;
    target.canvas.width = 0;
    target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

export type PdfDocument = Parameters<typeof renderPageAsImage>[0] & {
  getPage(n: number): Promise<PdfPage>;
  destroy(): Promise<void>;
};
type PdfPageProxy = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;
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

/** How a page draws what may be a barcode that the embedded-image extraction does not hand over. */
export interface PageDrawing {
  /** Enough vector paths to hold a barcode drawn without an image (common in tickets). */
  denseVectors: boolean;
  /** Stencil masks or inline images: one-bit barcodes are often painted so, and are not extracted as images. */
  maskOrInlineImages: boolean;
}

/** What the page paints, from its operator list (no rendering). */
export async function readPageDrawing(page: PdfPage): Promise<PageDrawing> {
  const { OPS } = await getResolvedPDFJS();
  const unextracted = new Set<number>([
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintInlineImageXObject,
    OPS.paintInlineImageXObjectGroup,
  ]);
  const operators = await page.getOperatorList();
  let numbers = 0;
  let maskOrInlineImages = false;
  operators.fnArray.forEach((fn, i) => {
    if (fn === OPS.constructPath) numbers += numbersIn(operators.argsArray[i]);
    else if (unextracted.has(fn)) maskOrInlineImages = true;
  });
  return { denseVectors: numbers >= DENSE_PATH_NUMBERS, maskOrInlineImages };
}

/**
 * The bundled pdf.js, finding no DOMMatrix on the platform (Node.js has none), stands an empty class in for it; a page
 * painted with a tiling pattern (a shaded band, a watermark) then fails to render at the pattern's `translate`. The
 * canvas package's DOMMatrix and Path2D take their place once it is loaded for a render, and its ImageData, which
 * pdf.js paints images through.
 */
function useCanvasGeometry(canvas: NapiCanvas): void {
  const global = globalThis as {
    DOMMatrix?: { prototype?: { translate?: unknown } };
    Path2D?: unknown;
    ImageData?: unknown;
  };
  if (typeof global.DOMMatrix?.prototype?.translate !== 'function') global.DOMMatrix = canvas.DOMMatrix;
  if (global.Path2D === undefined) global.Path2D = canvas.Path2D;
  if (global.ImageData === undefined) global.ImageData = canvas.ImageData;
}

/** The page rendered to PNG (with @napi-rs/canvas), at the scale given but at most `maxPixels`: for OCR. */
export async function renderPagePng(
  pdf: PdfDocument,
  pageNumber: number,
  size: { scale: number; maxPixels: number },
): Promise<Uint8Array> {
  const canvas = await import('@napi-rs/canvas');
  useCanvasGeometry(canvas);
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(size.scale, Math.sqrt(size.maxPixels / Math.max(1, width * height)));
  const png = await renderPageAsImage(pdf, pageNumber, { canvasImport: async () => canvas, scale });
  return new Uint8Array(png);
}

/** What pdf.js's `render` takes. */
type RenderParameters = Parameters<PdfPageProxy['render']>[0];

/**
 * The page rendered (with @napi-rs/canvas) at twice its size and at most MAX_RENDER_PIXELS, as grey levels for the
 * barcode reader: no image file is written only to be decoded again.
 */
export async function renderPageGrey(page: PdfPageProxy): Promise<GreyImage> {
  const canvas = await import('@napi-rs/canvas');
  useCanvasGeometry(canvas);
  const unscaled = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_SCALE, Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, unscaled.width * unscaled.height)));
  const viewport = page.getViewport({ scale });
  // Whole pixels, as the canvas is sized: the viewport's fractions are dropped.
  const surface = canvas.createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  const context = surface.getContext('2d');
  // pdf.js types its canvas as the browser's; @napi-rs/canvas draws the same calls (its types differ where DOM types load).
  const parameters = { canvas: surface, canvasContext: context, viewport } as unknown as RenderParameters;
  await page.render(parameters).promise;
  const { data, width, height } = context.getImageData(0, 0, surface.width, surface.height);
  surface.width = 0;
  surface.height = 0;
  return greyOnWhite({ data, width, height, channels: 4 });
}
