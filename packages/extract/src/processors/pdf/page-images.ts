import { getResolvedPDFJS } from 'unpdf';

/** An image a page paints, as pixels of 1 (grey), 3 (RGB) or 4 (RGBA) channels. */
export interface PageImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  key: string;
}

interface PdfJsImage {
  data?: Uint8ClampedArray | Uint8Array;
  width?: number;
  height?: number;
  kind?: number;
}

interface PdfPageLike {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  objs: { get(key: string, callback: (image: PdfJsImage | null) => void): void };
  commonObjs: { get(key: string, callback: (image: PdfJsImage | null) => void): void };
}

interface PdfDocumentLike {
  getPage(pageNumber: number): Promise<unknown>;
}

/** pdf.js's kind for a one-bit grey image (ImageKind.GRAYSCALE_1BPP): eight pixels a byte, rows padded to a byte. */
const GRAYSCALE_1BPP = 1;

/** One-bit rows (a set bit is white: pdf.js has applied the image's /Decode) as grey bytes, black 0 and white 255. */
function unpackBits(bits: ArrayLike<number>, width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const byte = bits[y * rowBytes + (x >> 3)] ?? 0xff;
      grey[y * width + x] = byte & (0x80 >> (x & 7)) ? 255 : 0;
    }
  }
  return grey;
}

/**
 * The images a page paints as image XObjects, decoded by pdf.js. One-bit images (how barcodes are often stored,
 * and what CCITT and JBIG2 images decode to) come from pdf.js packed eight pixels a byte and are unpacked to grey.
 */
export async function pageImages(pdf: PdfDocumentLike, pageNumber: number): Promise<PageImage[]> {
  const page = (await pdf.getPage(pageNumber)) as PdfPageLike;
  const operators = await page.getOperatorList();
  const { OPS } = await getResolvedPDFJS();
  const images: PageImage[] = [];
  for (let i = 0; i < operators.fnArray.length; i++) {
    if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
    const key = operators.argsArray[i]?.[0];
    if (typeof key !== 'string') continue;
    const image = await new Promise<PdfJsImage | null>((resolve) =>
      (key.startsWith('g_') ? page.commonObjs : page.objs).get(key, resolve),
    );
    const { data, width, height } = image ?? {};
    if (!data || !width || !height) continue;
    if (image?.kind === GRAYSCALE_1BPP && data.length === Math.ceil(width / 8) * height) {
      images.push({ data: unpackBits(data, width, height), width, height, channels: 1, key });
      continue;
    }
    const channels = data.length / (width * height);
    if (channels === 1 || channels === 3 || channels === 4) images.push({ data, width, height, channels, key });
  }
  return images;
}
