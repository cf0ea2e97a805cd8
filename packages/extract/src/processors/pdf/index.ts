import { PNG } from 'pngjs';
import { extractImages, getDocumentProxy, resolvePDFJSImport } from 'unpdf';
import type { ChildDocument, Diagnostic, DocumentProcessor, DocumentResult } from '../../engine/types.js';
import { ocrSettings } from '../ocr/settings.js';
import { layoutPageText, type PositionedText } from './layout-text.js';
import { readPagesWithOcr } from './ocr-pages.js';
import { hasDenseVectorGraphics, renderPagePng } from './render-vector-barcodes.js';

// unpdf is pinned to 1.3.2: later releases bundle a pdf.js that needs Node 22 (ArrayBuffer.transferToFixedLength)
// and silently returns no images on Node 20.

/** Booking documents are a few pages; past this a PDF is a brochure or an attack, and the rest is skipped. */
export const MAX_PDF_PAGES = 50;
/** Barcodes and logos: a handful of images per document is all a booking needs. */
export const MAX_PDF_IMAGES = 12;
/** Pages rendered to find barcodes drawn as vector graphics: tickets put them on the first page or two. */
export const MAX_RENDERED_PAGES = 2;
/** Images smaller than this on either side are decoration (lines, dots), too small to hold a barcode. */
const MIN_IMAGE_SIDE = 40;
/** Larger images are photographs or scans at a resolution no barcode needs; not worth the memory. */
const MAX_IMAGE_PIXELS = 16_000_000;

/**
 * Loads pdf.js ahead of the first PDF. The first load takes from a few hundred milliseconds to seconds on a busy
 * machine, all of it counted against the first input's time budget unless a long-running process warms up first.
 */
export async function warmUpPdfReader(): Promise<void> {
  await resolvePDFJSImport();
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type ExtractedImage = Awaited<ReturnType<typeof extractImages>>[number];

async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  return layoutPageText(content.items as PositionedText[]).trim();
}

/** An extracted image (1, 3 or 4 channels) as PNG bytes, for the barcode processor. */
export function imageToPng(image: Pick<ExtractedImage, 'data' | 'width' | 'height' | 'channels'>): Uint8Array {
  const { width, height, channels, data } = image;
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const at = i * channels;
    const r = data[at] ?? 0;
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = channels >= 3 ? (data[at + 1] ?? 0) : r;
    rgba[i * 4 + 2] = channels >= 3 ? (data[at + 2] ?? 0) : r;
    rgba[i * 4 + 3] = channels === 4 ? (data[at + 3] ?? 255) : 255;
  }
  const png = new PNG({ width, height });
  rgba.copy(png.data);
  return new Uint8Array(PNG.sync.write(png));
}

/** A page drawn with dense vector paths (a barcode without an image), rendered for the barcode reader. */
async function renderIfDense(
  pdf: PdfDocument,
  pageNumber: number,
  name: string,
  diagnostics: Diagnostic[],
): Promise<ChildDocument | undefined> {
  const page = await pdf.getPage(pageNumber);
  if (!(await hasDenseVectorGraphics(page))) return undefined;
  try {
    const bytes = await renderPagePng(pdf, pageNumber);
    return { kind: 'image', bytes, name: `${name} rendered`, mimeType: 'image/png' };
  } catch (error) {
    // Rendering needs the native canvas package; without it, text and embedded images still come through.
    const message = error instanceof Error ? error.message : String(error);
    diagnostics.push({ level: 'info', code: 'pdf-render-unavailable', message: `Page not rendered: ${message}` });
    return undefined;
  }
}

function failureCode(error: unknown): { code: string; message: string } {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') return { code: 'pdf-encrypted', message: 'PDF is password-protected' };
  return { code: 'pdf-unreadable', message: `Not a readable PDF: ${message}` };
}

/**
 * Reads a PDF (`doc.bytes`): its text becomes one child text document (for the provider extractors), its
 * embedded images child image documents (for the barcode reader). Pages without a text layer (scans) are read
 * with OCR unless the limits turn it off. Bounded in pages, images and time.
 */
export const processPdf: DocumentProcessor = async (doc, _context, limits) => {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const name = doc.name ?? 'document.pdf';
  if (!doc.bytes?.length) {
    result.diagnostics.push({ level: 'error', code: 'pdf-unreadable', message: 'PDF has no content' });
    return result;
  }
  const startedAt = Date.now();
  const outOfTime = () => Date.now() - startedAt > limits.timeBudgetMs / 2;
  let pdf: PdfDocument | undefined;
  try {
    // A copy: pdf.js takes ownership of the buffer it is given. No eval: fonts must not run code.
    pdf = await getDocumentProxy(new Uint8Array(doc.bytes), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: false,
    });
    const pageCount = Math.min(pdf.numPages, MAX_PDF_PAGES);
    if (pdf.numPages > MAX_PDF_PAGES) {
      result.diagnostics.push({
        level: 'warning',
        code: 'limit-pages',
        message: `PDF has ${pdf.numPages} pages; only the first ${MAX_PDF_PAGES} were read`,
      });
    }
    const pages: string[] = [];
    const images: ChildDocument[] = [];
    let rendered = 0;
    const textless: number[] = [];
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
      if (outOfTime()) {
        result.diagnostics.push({
          level: 'warning',
          code: 'limit-time',
          message: `PDF read up to page ${pageNumber - 1} of ${pageCount}: out of time`,
        });
        break;
      }
      pages.push(await pageText(pdf, pageNumber));
      if (!pages[pageNumber - 1]) textless.push(pageNumber);
      if (images.length >= MAX_PDF_IMAGES) continue;
      if (rendered < MAX_RENDERED_PAGES) {
        const render = await renderIfDense(pdf, pageNumber, `${name} page ${pageNumber}`, result.diagnostics);
        if (render) {
          images.push(render);
          rendered++;
        }
      }
      for (const image of await extractImages(pdf, pageNumber)) {
        const pixels = image.width * image.height;
        if (Math.min(image.width, image.height) < MIN_IMAGE_SIDE || pixels > MAX_IMAGE_PIXELS) continue;
        if (images.length >= MAX_PDF_IMAGES) break;
        images.push({
          kind: 'image',
          bytes: imageToPng(image),
          name: `${name} page ${pageNumber} image ${images.length + 1}`,
          mimeType: 'image/png',
        });
      }
    }
    const ocr = ocrSettings(limits);
    if (ocr && textless.length > 0) {
      const read = await readPagesWithOcr(doc.bytes, textless, ocr, limits, result.diagnostics);
      for (const [pageNumber, ocrText] of read) pages[pageNumber - 1] = ocrText;
    }
    const text = pages.filter(Boolean).join('\n\n');
    if (text) result.documents.push({ kind: 'text', text, name: `${name} text`, mimeType: 'text/plain' });
    else result.diagnostics.push({ level: 'info', code: 'pdf-no-text', message: 'PDF has no text layer (a scan?)' });
    result.documents.push(...images);
  } catch (error) {
    const { code, message } = failureCode(error);
    result.diagnostics.push({ level: 'error', code, message });
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
  return result;
};
