import { getDocumentProxy, resolvePDFJSImport } from 'unpdf';
import { loadOutsideBudget } from '../../engine/load-allowance.js';
import type {
  ChildDocument,
  Diagnostic,
  DocumentProcessor,
  DocumentResult,
  ExtractLimits,
  GreyImage,
} from '../../engine/types.js';
import { greyOnWhite } from '../barcode/grey-image.js';
import { readGreyBarcodes, warmUpBarcodeReader } from '../barcode/read-barcodes.js';
import { looksLikeBcbp } from '../bcbp/index.js';
import { ocrSettings } from '../ocr/settings.js';
import { formFieldText, type PdfAnnotation } from './form-fields.js';
import { layoutPageText, type PositionedText } from './layout-text.js';
import { withTrailer } from './missing-trailer.js';
import { readPagesWithOcr } from './ocr-pages.js';
import { pageImages } from './page-images.js';
import { parsePdfDate } from './pdf-date.js';
import { setBoardingPassesApart } from './printed-boarding-pass.js';
import { readPageDrawing, renderPageGrey, ScratchCanvasFactory } from './render-barcode-pages.js';
import { enlargeSmallCode, imageKey, isTwoTone, MIN_CODE_SIDE } from './two-tone.js';
import { looksUnreadable } from './unreadable-text.js';

// unpdf is pinned to 1.3.2: later releases bundle a pdf.js that needs Node 22 (ArrayBuffer.transferToFixedLength)
// and silently returns no images on Node 20.

/** Booking documents are a few pages; past this a PDF is a brochure or an attack, and the rest is skipped. */
export const MAX_PDF_PAGES = 50;
/** Barcodes and logos: a handful of images per document is all a booking needs. */
export const MAX_PDF_IMAGES = 12;
/** Pages rendered to find barcodes the images do not give: tickets put them on the first page or two. */
export const MAX_RENDERED_PAGES = 2;
/** Images smaller than this on either side are decoration (lines, dots) unless two-toned, and then are enlarged. */
const MIN_IMAGE_SIDE = 40;
/** A thin image at least this long may be a PDF417 written a pixel per module and stretched on the page. */
const MIN_BARCODE_STRIP = 100;
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

async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const annotations = (await page.getAnnotations().catch(() => [])) as PdfAnnotation[];
  const items = [...(content.items as PositionedText[]), ...formFieldText(annotations)];
  const text = layoutPageText(items)
    .replace(/^\s*\n/, '')
    .trimEnd();
  return setBoardingPassesApart(text);
}

/**
 * A boarding pass printed as text on the page (its string, or the route line `YULFRAAC 0834` it starts with, its
 * blanks perhaps collapsed by the layout): its barcode is then no news, and the page need not be rendered.
 */
const PRINTED_BCBP = /\bM[1-4][A-Z/ -]{2,30}\s[E ]?[A-Z0-9]{5,7}\s+[A-Z]{6}[A-Z0-9]{2}\s?\d{1,5}/;

function hasBoardingPassText(text: string): boolean {
  return PRINTED_BCBP.test(text) || text.split('\n').some((line) => looksLikeBcbp(line));
}

/**
 * Whether a page may hold a barcode that its extracted images do not give: drawn as vector paths, painted as a
 * stencil mask or inline image, or embedded as a thin strip a pixel per module. Dense vectors are always worth a
 * render; the others only when the page holds no boarding pass as text.
 */
async function shouldRender(
  pdf: PdfDocument,
  pageNumber: number,
  text: string,
  skippedStrip: boolean,
): Promise<boolean> {
  const drawing = await readPageDrawing(await pdf.getPage(pageNumber));
  if (drawing.denseVectors) return true;
  return (drawing.maskOrInlineImages || skippedStrip) && !hasBoardingPassText(text);
}

/**
 * Whether a page's barcode-like images (two-toned) already give a barcode: its render would show it again. The
 * reading is kept for the barcode processor, which then does not read them twice.
 */
async function imagesGiveBarcode(images: readonly GreyImage[], limits: ExtractLimits): Promise<boolean> {
  if (images.length === 0) return false;
  try {
    await loadOutsideBudget(limits, warmUpBarcodeReader);
  } catch {
    return false;
  }
  for (const image of images) {
    const found = await readGreyBarcodes(image).catch(() => []);
    if (found.length > 0) return true;
  }
  return false;
}

/** A page rendered for the barcode reader; rendering loads the native canvas package on first use only. */
async function renderForBarcodes(
  pdf: PdfDocument,
  pageNumber: number,
  name: string,
  diagnostics: Diagnostic[],
  limits: ExtractLimits,
): Promise<ChildDocument | undefined> {
  try {
    await loadOutsideBudget(limits, () => import('@napi-rs/canvas'));
    const pixels = await renderPageGrey(await pdf.getPage(pageNumber));
    return { kind: 'image', pixels, name: `${name} rendered` };
  } catch (error) {
    // Rendering needs the native canvas package; without it, text and embedded images still come through.
    const message = error instanceof Error ? error.message : String(error);
    diagnostics.push({ level: 'info', code: 'pdf-render-unavailable', message: `Page not rendered: ${message}` });
    return undefined;
  }
}

/** When the PDF says it was made (else last changed), from its document information. */
async function documentDate(pdf: PdfDocument): Promise<Date | undefined> {
  const { info } = (await pdf.getMetadata().catch(() => ({ info: undefined }))) as {
    info?: { CreationDate?: unknown; ModDate?: unknown };
  };
  return parsePdfDate(info?.CreationDate) ?? parsePdfDate(info?.ModDate);
}

/**
 * Opens a PDF; one pdf.js finds no trailer in is opened again with one naming its catalog. Gives the bytes opened,
 * for a second reading (OCR) to open alike.
 */
async function openPdf(bytes: Uint8Array): Promise<{ pdf: PdfDocument; bytes: Uint8Array }> {
  // A copy: pdf.js takes ownership of the buffer it is given. No eval: fonts must not run code.
  const open = (data: Uint8Array) =>
    getDocumentProxy(new Uint8Array(data), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: false,
      CanvasFactory: ScratchCanvasFactory,
    });
  try {
    return { pdf: await open(bytes), bytes };
  } catch (error) {
    const repaired = error instanceof Error && error.name === 'InvalidPDFException' ? withTrailer(bytes) : undefined;
    if (!repaired) throw error;
    return { pdf: await open(repaired), bytes: repaired };
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
export const processPdf: DocumentProcessor = async (doc, context, limits) => {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const name = doc.name ?? 'document.pdf';
  if (!doc.bytes?.length) {
    result.diagnostics.push({ level: 'error', code: 'pdf-unreadable', message: 'PDF has no content' });
    return result;
  }
  await loadOutsideBudget(limits, warmUpPdfReader);
  const startedAt = Date.now();
  const outOfTime = () => Date.now() - startedAt > limits.timeBudgetMs / 2;
  let pdf: PdfDocument | undefined;
  try {
    const opened = await openPdf(doc.bytes);
    pdf = opened.pdf;
    const pageCount = Math.min(pdf.numPages, MAX_PDF_PAGES);
    if (pdf.numPages > MAX_PDF_PAGES) {
      result.diagnostics.push({
        level: 'warning',
        code: 'limit-pages',
        message: `PDF has ${pdf.numPages} pages; only the first ${MAX_PDF_PAGES} were read`,
      });
    }
    const pages: string[] = [];
    // Small two-toned images enlarged (a barcode a pixel per module, or an icon: quick to read) go to the reader first,
    // then the other two-toned images (barcodes), then rendered pages (slow to read), then the other images (logos,
    // photos): a document's time budget and image bound are spent on what may hold a barcode, the quickest first.
    const twoTone: ChildDocument[] = [];
    const renders: ChildDocument[] = [];
    const enlarged: ChildDocument[] = [];
    const others: ChildDocument[] = [];
    const seen = new Set<string>();
    const textless: number[] = [];
    // Pages whose text layer gives glyph numbers, not characters: read with OCR as scans are, when it reads them.
    const unreadable: number[] = [];
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
      if (outOfTime()) {
        result.diagnostics.push({
          level: 'warning',
          code: 'limit-time',
          message: `PDF read up to page ${pageNumber - 1} of ${pageCount}: out of time`,
        });
        break;
      }
      const text = await pageText(pdf, pageNumber);
      pages.push(text);
      if (!text) textless.push(pageNumber);
      else if (looksUnreadable(text)) unreadable.push(pageNumber);
      if (twoTone.length >= MAX_PDF_IMAGES && enlarged.length >= MAX_PDF_IMAGES) continue;
      let skippedStrip = false;
      // The page's images and render carry its text, which completes a boarding pass read from their barcodes.
      const onPage = text ? { context: { printedPage: text } } : {};
      // The page's barcode-like images, read before a render to tell whether it would show anything new.
      const barcodeLikes: GreyImage[] = [];
      for (const image of await pageImages(pdf, pageNumber)) {
        const shorter = Math.min(image.width, image.height);
        const small = shorter < MIN_IMAGE_SIDE;
        if (image.width * image.height > MAX_IMAGE_PIXELS || shorter < MIN_CODE_SIDE) continue;
        // A logo or a barcode repeated on every page is read once.
        const key = imageKey(image);
        if (seen.has(key)) continue;
        seen.add(key);
        const barcodeLike = isTwoTone(image);
        // A strip may be a PDF417 written a pixel per module (a boarding pass's, 24 by 137): enlarged when two-toned,
        // else the page is rendered in case it reads there.
        if (small && !barcodeLike && Math.max(image.width, image.height) >= MIN_BARCODE_STRIP) skippedStrip = true;
        // Small images are decoration (lines, dots, icons) unless two-toned: a barcode stored a pixel per module.
        if (small && !barcodeLike) continue;
        const list = small ? enlarged : barcodeLike ? twoTone : others;
        if (list.length + (list === others ? twoTone.length : 0) >= MAX_PDF_IMAGES) continue;
        const pixels = greyOnWhite(small ? enlargeSmallCode(image) : image);
        if (list !== others) barcodeLikes.push(pixels);
        list.push({
          kind: 'image',
          pixels,
          name: `${name} page ${pageNumber} image ${seen.size}`,
          ...onPage,
        });
      }
      if (
        renders.length < MAX_RENDERED_PAGES &&
        (await shouldRender(pdf, pageNumber, text, skippedStrip)) &&
        !(await imagesGiveBarcode(barcodeLikes, limits))
      ) {
        const render = await renderForBarcodes(
          pdf,
          pageNumber,
          `${name} page ${pageNumber}`,
          result.diagnostics,
          limits,
        );
        if (render) renders.push({ ...render, ...onPage });
      }
    }
    // Each bound holds its own kind: a page of icons leaves room for a barcode on a later page.
    const images = [...enlarged, ...twoTone, ...renders, ...others.slice(0, MAX_PDF_IMAGES - twoTone.length)];
    const ocr = ocrSettings(limits);
    if (unreadable.length > 0) {
      result.diagnostics.push({
        level: 'info',
        code: 'pdf-text-unreadable',
        message: `Text of page ${unreadable.join(', ')} is glyph numbers, not characters (a font without a map to Unicode)`,
      });
    }
    if (ocr && textless.length + unreadable.length > 0) {
      const toRead = [...textless, ...unreadable].sort((a, b) => a - b);
      const read = await readPagesWithOcr(opened.bytes, toRead, ocr, limits, result.diagnostics, new Set(unreadable));
      for (const [pageNumber, ocrText] of read) pages[pageNumber - 1] = ocrText;
    }
    const text = pages.filter(Boolean).join('\n\n');
    if (text) result.documents.push({ kind: 'text', text, name: `${name} text`, mimeType: 'text/plain' });
    else result.diagnostics.push({ level: 'info', code: 'pdf-no-text', message: 'PDF has no text layer (a scan?)' });
    result.documents.push(...images);
    // A PDF met on its own (no email around it) dates what it prints without a year, a boarding pass's day of the
    // year for one, from when it was made: tickets are made at booking, before the journey.
    const made = context.date ? undefined : await documentDate(pdf);
    if (made) for (const child of result.documents) child.context = { ...child.context, date: made };
  } catch (error) {
    const { code, message } = failureCode(error);
    result.diagnostics.push({ level: 'error', code, message });
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
  return result;
};
