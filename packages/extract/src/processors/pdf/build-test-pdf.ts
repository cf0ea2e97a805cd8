import { zlibSync } from 'fflate';

/** A grey-scale picture to place on a page (one byte per pixel, 0 black … 255 white). */
export interface TestPdfImage {
  width: number;
  height: number;
  gray: Uint8Array;
}

export interface TestPdfPage {
  lines?: string[];
  /**
   * The lines drawn in a font that maps its codes to no characters, as fonts embedded without a ToUnicode map do:
   * a Type3 font whose glyphs draw Helvetica's letters, coded 1 up in the order the letters first appear.
   */
  glyphNumbers?: boolean;
  /** Text drawn at a position (points from the bottom left), in the order given, 12 points high unless given. */
  placed?: { x: number; y: number; text: string; size?: number }[];
  /** The page's width in points (US Letter's 612 unless given). */
  width?: number;
  image?: TestPdfImage;
  /** Points per image pixel (1 unless given): a scan wider than the page is drawn smaller. */
  imageScale?: number;
  /** Drawn as filled rectangles, one per dark pixel (a barcode without an image), 3 points per module. */
  vector?: TestPdfImage;
  /** Painted as a one-bit stencil mask (how many tickets paint a barcode), 3 points per pixel. */
  mask?: TestPdfImage;
  /** Painted as a one-bit grey image (how CCITT and JBIG2 barcodes decode), 3 points per pixel. */
  oneBit?: TestPdfImage;
  /** A band across the top of the page filled with a tiling pattern of light squares, as tickets shade a header. */
  patternBand?: boolean;
  /** Images placed at a position and size in points (from the bottom left), turned a quarter when `turned`. */
  placedImages?: { picture: TestPdfImage; x: number; y: number; width: number; height: number; turned?: boolean }[];
  /** The page's /Rotate (a multiple of 90). */
  rotate?: number;
  /** Filled-in text fields of the document's form (widgets with a value and its appearance), 12 points high. */
  fields?: { x: number; y: number; width: number; value: string }[];
}

/** A coloured tiling pattern of light grey squares, 8 points apart. */
const TILING_PATTERN = '0.85 g 0 0 4 4 re f\n';

/** One bit per pixel, rows padded to a byte; a 0 bit paints (the mask's default decode), so dark pixels are 0. */
function maskBits(picture: TestPdfImage): Uint8Array {
  const rowBytes = Math.ceil(picture.width / 8);
  const bits = new Uint8Array(rowBytes * picture.height).fill(0xff);
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if ((picture.gray[y * picture.width + x] ?? 255) < 128) {
        const at = y * rowBytes + (x >> 3);
        bits[at] = (bits[at] ?? 0) & ~(0x80 >> (x & 7));
      }
    }
  }
  return bits;
}

function vectorDrawing(picture: TestPdfImage): string {
  let ops = 'q 0 0 0 rg\n';
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if ((picture.gray[y * picture.width + x] ?? 255) < 128) ops += `${150 + x * 3} ${600 - y * 3} 3 3 re\n`;
    }
  }
  return `${ops}f Q\n`;
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** WinAnsi's codes for the characters it writes outside Latin-1 (PDF 32000-1, Annex D). */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** Whether the test PDF's font can write a text: Latin-1 and WinAnsi's few others. */
export function writableInTestPdf(text: string): boolean {
  return [...text].every((c) => c.charCodeAt(0) < 256 || c in WIN_ANSI_EXTRA);
}

/** A content stream's text in the font's encoding (WinAnsi); characters it cannot write become '?'. */
function winAnsi(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => WIN_ANSI_EXTRA[c] ?? (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 63));
}

/** About Helvetica's width of a character, in thousandths of its size. */
function helveticaWidth(c: string): number {
  if (/[ijl]/.test(c)) return 222;
  if (/[ .,:;!'()\-/ftrI]/.test(c)) return 278 + (/[r()-]/.test(c) ? 55 : 0);
  if (/[mwMW]/.test(c)) return 833;
  if (/[A-Z]/.test(c)) return 667;
  return 556;
}

/** A Type3 font drawing the lines' characters with Helvetica, its codes 1 up and its glyph names meaning nothing. */
function glyphNumberFont(
  lines: readonly string[],
  helvetica: number,
  add: (parts: (string | Uint8Array)[]) => number,
): { id: number; codes: (line: string) => string } {
  const characters = [...new Set(lines.join(''))].filter((c) => writableInTestPdf(c)).slice(0, 255);
  const procs = characters.map((c, i) => {
    const draw = winAnsi(`500 0 d0 BT /F1 1000 Tf 0 0 Td (${escapePdfText(c)}) Tj ET`);
    return `/g${i + 1} ${add([`<< /Length ${draw.length} >>\nstream\n`, draw, '\nendstream'])} 0 R`;
  });
  const names = characters.map((_, i) => `/g${i + 1}`).join(' ');
  const id = add([
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 -250 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${procs.join(' ')} >> /Encoding << /Type /Encoding /Differences [1 ${names}] >> /FirstChar 1 /LastChar ${characters.length} /Widths [${characters.map(helveticaWidth).join(' ')}] /Resources << /Font << /F1 ${helvetica} 0 R >> >> >>`,
  ]);
  const codes = (line: string) =>
    [...line].map((c) => (characters.indexOf(c) + 1).toString(16).padStart(2, '0')).join('');
  return { id, codes };
}

/**
 * Writes a small, valid PDF with text lines (Helvetica) and an optional image per page, for tests; `created` is the
 * document information's CreationDate (`D:YYYYMMDDHHmmSS…`).
 */
export function buildTestPdf(pages: TestPdfPage[], { created }: { created?: string } = {}): Uint8Array {
  const encoder = new TextEncoder();
  const objects: Uint8Array[] = [];
  const add = (parts: (string | Uint8Array)[]) => {
    const chunks = parts.map((p) => (typeof p === 'string' ? encoder.encode(p) : p));
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    objects.push(out);
    return objects.length;
  };
  // The page tree's object comes first, written once its pages are known.
  const pagesId = add(['null']);
  const font = add(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']);
  const pattern = pages.some((p) => p.patternBand)
    ? add([
        `<< /Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 8 8] /XStep 8 /YStep 8 /Resources << >> /Length ${TILING_PATTERN.length} >>\nstream\n${TILING_PATTERN}endstream`,
      ])
    : undefined;
  const pageIds: number[] = [];
  const fieldIds: number[] = [];
  for (const page of pages) {
    let content = page.patternBand ? '/Pattern cs /P1 scn 0 700 612 92 re f\n' : '';
    const glyphs = page.glyphNumbers ? glyphNumberFont(page.lines ?? [], font, add) : undefined;
    (page.lines ?? []).forEach((line, i) => {
      const shown = glyphs ? `<${glyphs.codes(line)}>` : `(${escapePdfText(line)})`;
      content += `BT /${glyphs ? 'G1' : 'F1'} 12 Tf 72 ${740 - i * 16} Td ${shown} Tj ET\n`;
    });
    for (const { x, y, text, size = 12 } of page.placed ?? [])
      content += `BT /F1 ${size} Tf ${x} ${y} Td (${escapePdfText(text)}) Tj ET\n`;
    if (page.vector) content += vectorDrawing(page.vector);
    let xobject = '';
    const placedIds: number[] = [];
    for (const { picture, x, y, width, height, turned } of page.placedImages ?? []) {
      const data = zlibSync(picture.gray);
      placedIds.push(
        add([
          `<< /Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
          data,
          '\nendstream',
        ]),
      );
      // A quarter turn counter-clockwise: the image's width runs up the page.
      const matrix = turned ? `0 ${width} ${-height} 0 ${x + height} ${y}` : `${width} 0 0 ${height} ${x} ${y}`;
      content += `q ${matrix} cm /P${placedIds.length} Do Q\n`;
    }
    if (page.image) {
      const data = zlibSync(page.image.gray);
      const id = add([
        `<< /Type /XObject /Subtype /Image /Width ${page.image.width} /Height ${page.image.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        data,
        '\nendstream',
      ]);
      xobject = ` /XObject << /Im1 ${id} 0 R >>`;
      const scale = page.imageScale ?? 1;
      content += `q ${page.image.width * scale} 0 0 ${page.image.height * scale} 72 200 cm /Im1 Do Q\n`;
    } else if (page.mask ?? page.oneBit) {
      const picture = (page.mask ?? page.oneBit) as TestPdfImage;
      const data = zlibSync(maskBits(picture));
      const kind = page.mask ? '/ImageMask true' : '/ColorSpace /DeviceGray';
      const id = add([
        `<< /Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} ${kind} /BitsPerComponent 1 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        data,
        '\nendstream',
      ]);
      xobject = ` /XObject << /Im1 ${id} 0 R >>`;
      content += `q 0 0 0 rg ${picture.width * 3} 0 0 ${picture.height * 3} 72 200 cm /Im1 Do Q\n`;
    }
    if (placedIds.length > 0) {
      const named = placedIds.map((id, i) => `/P${i + 1} ${id} 0 R`).join(' ');
      xobject = xobject ? xobject.replace('<< /Im1', `<< ${named} /Im1`) : ` /XObject << ${named} >>`;
    }
    const bytes = winAnsi(content);
    const stream = add([`<< /Length ${bytes.length} >>\nstream\n`, bytes, 'endstream']);
    const widgets = (page.fields ?? []).map(({ x, y, width, value }, i) => {
      const shown = winAnsi(`BT /F1 12 Tf 2 4 Td (${escapePdfText(value)}) Tj ET`);
      const appearance = add([
        `<< /Type /XObject /Subtype /Form /BBox [0 0 ${width} 16] /Resources << /Font << /F1 ${font} 0 R >> >> /Length ${shown.length} >>\nstream\n`,
        shown,
        '\nendstream',
      ]);
      const field = `/FT /Tx /T (field${fieldIds.length + i + 1}) /V (${escapePdfText(value)}) /DA (/F1 12 Tf 0 g)`;
      return add([
        `<< /Type /Annot /Subtype /Widget ${field} /Rect [${x} ${y - 4} ${x + width} ${y + 12}] /F 4 /AP << /N ${appearance} 0 R >> >>`,
      ]);
    });
    fieldIds.push(...widgets);
    const annots = widgets.length > 0 ? ` /Annots [${widgets.map((id) => `${id} 0 R`).join(' ')}]` : '';
    pageIds.push(
      add([
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width ?? 612} 792]${page.rotate ? ` /Rotate ${page.rotate}` : ''} /Resources << /Font << /F1 ${font} 0 R${glyphs ? ` /G1 ${glyphs.id} 0 R` : ''} >>${xobject}${page.patternBand ? ` /Pattern << /P1 ${pattern} 0 R >>` : ''} >> /Contents ${stream} 0 R${annots} >>`,
      ]),
    );
  }
  objects[pagesId - 1] = encoder.encode(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  const form =
    fieldIds.length > 0
      ? ` /AcroForm << /Fields [${fieldIds.map((id) => `${id} 0 R`).join(' ')}] /DR << /Font << /F1 ${font} 0 R >> >> >>`
      : '';
  const catalog = add([`<< /Type /Catalog /Pages ${pagesId} 0 R${form} >>`]);
  const info = created ? ` /Info ${add([`<< /CreationDate (${escapePdfText(created)}) >>`])} 0 R` : '';
  const chunks: Uint8Array[] = [encoder.encode('%PDF-1.4\n')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    for (const part of [encoder.encode(`${i + 1} 0 obj\n`), body, encoder.encode('\nendobj\n')]) {
      chunks.push(part);
      length += part.length;
    }
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  chunks.push(
    encoder.encode(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${info} >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
