/** The catalog object (`12 0 obj << /Type /Catalog …`), the document's root, found by its type. */
const CATALOG = /(\d+)\s+(\d+)\s+obj\s*<<(?:(?!endobj)[\s\S]){0,400}?\/Type\s*\/Catalog\b/;

/**
 * A PDF without its cross-reference table and trailer (cut off after its last object, or written so by a careless
 * producer) given the trailer pdf.js needs to rebuild the table by itself: one naming the catalog, found by its type.
 * Undefined when the PDF has a trailer or no catalog is found: nothing to repair.
 */
export function withTrailer(bytes: Uint8Array): Uint8Array | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (/\btrailer\b|\/Type\s*\/XRef\b/.test(text)) return undefined;
  const catalog = CATALOG.exec(text);
  if (!catalog) return undefined;
  const trailer = new TextEncoder().encode(`\ntrailer\n<< /Root ${catalog[1]} ${catalog[2]} R >>\n%%EOF\n`);
  const out = new Uint8Array(bytes.length + trailer.length);
  out.set(bytes);
  out.set(trailer, bytes.length);
  return out;
}
