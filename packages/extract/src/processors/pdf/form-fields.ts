import type { PositionedText } from './layout-text.js';

/** What pdf.js tells of an annotation, as far as a form field's printed text goes. */
export interface PdfAnnotation {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  textContent?: unknown;
  textPosition?: unknown;
  rect?: unknown;
  hidden?: boolean;
  password?: boolean;
  defaultAppearanceData?: { fontSize?: number };
}

/** A field's text written in its appearance, else its value: a text field's string, a choice field's choices. */
function fieldLines(annotation: PdfAnnotation): string[] {
  const printed = Array.isArray(annotation.textContent) ? annotation.textContent : [];
  const value = annotation.fieldValue;
  const lines = printed.length > 0 ? printed : Array.isArray(value) ? value : [value];
  return lines
    .filter((line): line is string => typeof line === 'string')
    .flatMap((line) => line.split(/\r\n?|\n/))
    .filter((line) => line.trim());
}

/**
 * The text of a page's filled-in form fields (text and choice fields), placed where they stand: tickets made by
 * filling a form keep the booking's data in fields, outside the page's content, beside the labels printed on it.
 * Hidden and password fields are left out.
 */
export function formFieldText(annotations: readonly PdfAnnotation[]): PositionedText[] {
  const items: PositionedText[] = [];
  for (const annotation of annotations) {
    if (annotation.subtype !== 'Widget' || annotation.hidden || annotation.password) continue;
    if (annotation.fieldType !== 'Tx' && annotation.fieldType !== 'Ch') continue;
    const rect = annotation.rect;
    if (!Array.isArray(rect) || rect.length !== 4 || !rect.every((n) => typeof n === 'number')) continue;
    const [left, bottom, , top] = rect as [number, number, number, number];
    const lines = fieldLines(annotation);
    const size = annotation.defaultAppearanceData?.fontSize || Math.min(12, Math.max(6, (top - bottom) * 0.7));
    const [dx, dy] = Array.isArray(annotation.textPosition) ? (annotation.textPosition as number[]) : [];
    // Lines from the top of the field down; a one-line field's text where its appearance writes it.
    const first = lines.length === 1 && typeof dy === 'number' ? bottom + dy : top - size * 1.1;
    lines.forEach((line, i) => {
      const x = left + (typeof dx === 'number' ? dx : 2);
      const y = first - i * size * 1.2;
      items.push({ str: line, transform: [size, 0, 0, size, x, y], width: line.length * size * 0.5, height: size });
    });
  }
  return items;
}
