import { createIsomorphicCanvasFactory, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { Diagnostic, ExtractLimits, OcrLimits } from '../../engine/types.js';
import { OCR_PIXELS } from '../ocr/fit-image.js';
import { readTextWithOcr } from '../ocr/index.js';
import { type PdfDocument, renderPagePng } from './render-barcode-pages.js';

/** About 216 dpi: body text of 9–12 points comes out 25–35 pixels high, which Tesseract reads well. */
const OCR_RENDER_SCALE = 3;

/** Operators that put ink on a page: images and paths (text turned into outlines is paths). */
async function drawsSomething(pdf: PdfDocument, pageNumber: number): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const ink = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
    OPS.constructPath,
  ]);
  const page = await pdf.getPage(pageNumber);
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((fn) => ink.has(fn));
}

/**
 * A second reading of the PDF that can render images: pdf.js draws a page's images through the canvas factory of
 * its document, and the text reading opens documents without one (loading the canvas for every PDF costs time).
 */
async function openForRendering(bytes: Uint8Array): Promise<PdfDocument> {
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  return getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    isEvalSupported: false,
    stopAtErrors: false,
    CanvasFactory,
  }) as Promise<PdfDocument>;
}

/**
 * Reads the pages that have no text layer (scans, photographs, text drawn as outlines) with OCR: each is
 * rendered and read, up to `settings.maxPages` pages and within the OCR deadline. Returns the text per page.
 * `drawnText` are pages known to draw text that reads as nothing (glyph numbers): they are read whatever else they draw.
 */
export async function readPagesWithOcr(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  settings: OcrLimits,
  limits: ExtractLimits,
  diagnostics: Diagnostic[],
  drawnText: ReadonlySet<number> = new Set(),
): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  let pdf: PdfDocument;
  try {
    pdf = await openForRendering(bytes);
  } catch (error) {
    // Rendering needs the native canvas package; without it a scan stays unread.
    const message = error instanceof Error ? error.message : String(error);
    diagnostics.push({ level: 'info', code: 'pdf-render-unavailable', message: `Pages not rendered: ${message}` });
    return texts;
  }
  try {
    await readRenderedPages(pdf, pageNumbers, settings, limits, diagnostics, texts, drawnText);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
  return texts;
}

async function readRenderedPages(
  pdf: PdfDocument,
  pageNumbers: readonly number[],
  settings: OcrLimits,
  limits: ExtractLimits,
  diagnostics: Diagnostic[],
  texts: Map<number, string>,
  drawnText: ReadonlySet<number>,
): Promise<void> {
  const inked: number[] = [];
  for (const pageNumber of pageNumbers) {
    if (drawnText.has(pageNumber) || (await drawsSomething(pdf, pageNumber))) inked.push(pageNumber);
  }
  if (inked.length > settings.maxPages) {
    diagnostics.push({
      level: 'info',
      code: 'ocr-skipped',
      message: `${inked.length} pages have no text; only the first ${settings.maxPages} were read with OCR`,
    });
  }
  for (const pageNumber of inked.slice(0, settings.maxPages)) {
    let png: Uint8Array;
    try {
      png = await renderPagePng(pdf, pageNumber, { scale: OCR_RENDER_SCALE, maxPixels: OCR_PIXELS });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      diagnostics.push({ level: 'info', code: 'pdf-render-unavailable', message: `Page not rendered: ${message}` });
      break;
    }
    const reading = await readTextWithOcr(png, settings, limits, `Page ${pageNumber}`);
    diagnostics.push(...reading.diagnostics);
    if (reading.text) texts.set(pageNumber, reading.text);
    if (reading.timedOut) break;
  }
}
