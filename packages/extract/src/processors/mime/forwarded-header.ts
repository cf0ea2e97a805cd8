import { monthFromName } from '../../extractors/lib/dates.js';
import { withoutQuoteMarks } from './reply-quote.js';

/** The headers of a forwarded original, read from the inline block a mail client writes above it. */
export interface ForwardedHeader {
  from?: string;
  /** The name the original's sender gives itself (`Norwegian` of `"Norwegian" <noreply@…>`). */
  fromName?: string;
  subject?: string;
  date?: Date;
  /** Raw date text, kept when it could not be parsed. */
  dateText?: string;
}

/** Lines that open a forwarded block, in the wording of the common clients and languages. */
const MARKERS = [
  /^-{2,}\s*(?:Forwarded message|Forwarded Message|Original Message|Weitergeleitete Nachricht|Ursprüngliche Nachricht|Originalnachricht|Message transféré|Message d'origine|Message original|Mensaje reenviado|Mensaje original|Messaggio inoltrato|Messaggio originale|Doorgestuurd bericht|Oorspronkelijk bericht|Mensagem encaminhada|Mensagem original|Vidarebefordrat meddelande|Videresendt meddelelse|Välitetty viesti|Przekazana wiadomość|Přeposlaná zpráva|Пересылаемое сообщение|Forwarded)\s*-{2,}\s*$/i,
  /^(?:Begin forwarded message|Anfang der weitergeleiteten Nachricht|Début du message réexpédié|Début du message transféré|Inicio del mensaje reenviado|Inizio messaggio inoltrato|Begin doorgestuurd bericht|Início da mensagem reencaminhada|Início da mensagem encaminhada)\s*:?\s*$/i,
];

const FIELD_NAMES: Record<string, 'from' | 'subject' | 'date'> = {
  from: 'from',
  von: 'from',
  de: 'from',
  da: 'from',
  van: 'from',
  från: 'from',
  fra: 'from',
  od: 'from',
  от: 'from',
  lähettäjä: 'from',
  subject: 'subject',
  betreff: 'subject',
  objet: 'subject',
  asunto: 'subject',
  oggetto: 'subject',
  onderwerp: 'subject',
  assunto: 'subject',
  ämne: 'subject',
  emne: 'subject',
  temat: 'subject',
  předmět: 'subject',
  тема: 'subject',
  aihe: 'subject',
  date: 'date',
  sent: 'date',
  datum: 'date',
  gesendet: 'date',
  envoyé: 'date',
  'envoyé le': 'date',
  fecha: 'date',
  enviado: 'date',
  'enviado el': 'date',
  data: 'date',
  inviato: 'date',
  verzonden: 'date',
  skickat: 'date',
  sendt: 'date',
  odesláno: 'date',
  wysłano: 'date',
  дата: 'date',
  отправлено: 'date',
  lähetetty: 'date',
};

/**
 * A header line: a name of up to 14 letters and spaces, a colon, its value; stars (bold in plain text) around either.
 * The name starts with a letter and each run of spaces or stars has one way to be read, so a long line of spaces
 * costs its length, not its length cubed.
 */
const FIELD_LINE = /^\s*(?:\*+\s*)?(\p{L}[\p{L} ]{0,13}?)\s*(?:\*+\s*)?:\s*(?:\*+\s*)?(.*)$/u;

/** An address from `Name <a@b>`, `Name [mailto:a@b]` or a bare address, lower-case. */
export function parseAddress(value: string): string | undefined {
  const match = value.match(/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/);
  return match?.[0].toLowerCase();
}

/** The name before a `From:` line's address (`"Norwegian" <a@b>`, `KLM [mailto:a@b]`); none for a bare address. */
export function parseDisplayName(value: string): string | undefined {
  const name = value
    .replace(/<[^>]*>|\[mailto:[^\]]*\]/gi, '')
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();
  return name && !name.includes('@') ? name : undefined;
}

/** Parses dates as clients write them in forward headers; undefined when the wording is unknown. */
export function parseLooseDate(value: string): Date | undefined {
  const cleaned = value
    .replace(/\s+(?:at|um|à|a las|alle|om|às|kl\.?)\s+/gi, ' ')
    .replace(/(\d)\.\s+(?=[A-Za-z])/g, '$1 ')
    .replace(/\b(?:MEZ|MESZ|CET|CEST)\b/, (z) => (z.startsWith('MESZ') || z === 'CEST' ? '+0200' : '+0100'))
    .replace(/\s+/g, ' ')
    .trim();
  // Without a zone the date is read as UTC, never in the machine's zone: it only places the email in time.
  const zoned = /(?:[+-]\d{2}:?\d{2}|\b(?:GMT|UTC|Z|[ECMP][SD]T)\b)/.test(cleaned) ? cleaned : `${cleaned} GMT`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? namedMonthDate(cleaned) : new Date(time);
}

/**
 * A day with its month named in any language the month table knows, as clients outside English write a forward's
 * date ("чт, 30 янв. 2020 г., 01:18", "śr., 5 lut 2020 o 10:15"), with its time of day when written; read as UTC.
 */
function namedMonthDate(value: string): Date | undefined {
  const m = /(?<![\p{L}\d])(\d{1,2})\.?\s+(\p{L}{3,12})\.?,?\s+(\d{4})(?!\d)/u.exec(value);
  const month = m ? monthFromName(m[2] ?? '') : undefined;
  if (!m || !month) return undefined;
  const clock = /(?<![\d:])(\d{1,2}):(\d{2})(?![\d])/.exec(value.slice((m.index ?? 0) + m[0].length));
  const time = Date.UTC(Number(m[3]), month - 1, Number(m[1]), Number(clock?.[1] ?? 0), Number(clock?.[2] ?? 0));
  const date = new Date(time);
  return date.getUTCDate() === Number(m[1]) ? date : undefined;
}

/** A forwarded block's headers and the last line they take. */
interface ForwardedBlock {
  header: ForwardedHeader;
  last: number;
}

function readFields(lines: readonly string[], start: number): ForwardedBlock | undefined {
  const header: ForwardedHeader = {};
  let seen = 0;
  let last = start;
  for (let i = start; i < lines.length && i < start + 16; i++) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      if (seen > 0) break;
      continue;
    }
    const m = line.match(FIELD_LINE);
    const name = m?.[1]?.trim().toLowerCase();
    const field = name ? FIELD_NAMES[name] : undefined;
    if (!m || !field) {
      if (seen > 0 && !/^\s*\p{L}[\p{L} ]{0,19}\s*:/u.test(line)) break;
      // `To:`, `Cc:`: headers the block holds that say nothing of the original's sender, subject or date.
      if (seen > 0) last = i;
      continue;
    }
    seen++;
    last = i;
    const value = (m[2] ?? '').replace(/\*+/g, '').trim();
    if (field === 'from' && !header.from) {
      header.from = parseAddress(value);
      const name = parseDisplayName(value);
      if (name) header.fromName = name;
    } else if (field === 'subject' && header.subject === undefined) header.subject = value;
    else if (field === 'date' && !header.dateText) {
      header.dateText = value;
      header.date = parseLooseDate(value);
    }
  }
  return seen >= 2 && header.from ? { header, last } : undefined;
}

/** An Outlook-style block without a marker line: `From: …` followed closely by `Sent: …`/`Date: …`. */
function isOutlookBlockStart(lines: readonly string[], i: number): boolean {
  const m = (lines[i] ?? '').match(FIELD_LINE);
  if (!m || FIELD_NAMES[(m[1] ?? '').trim().toLowerCase()] !== 'from' || !parseAddress(m[2] ?? '')) return false;
  for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
    const n = (lines[j] ?? '').match(FIELD_LINE);
    if (n && FIELD_NAMES[(n[1] ?? '').trim().toLowerCase()] === 'date') return true;
  }
  return false;
}

/** A line drawn across: underscores or dashes alone. */
const RULE = /^\s*(?:_{8,}|-{8,})\s*$/;

/** Each forwarded block of a body, in order: its headers and the lines from its marker (or `From:`) to its last header. */
function forwardedBlocks(lines: readonly string[]): { block: ForwardedBlock; first: number }[] {
  const blocks: { block: ForwardedBlock; first: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (MARKERS.some((m) => m.test(line))) {
      const block = readFields(lines, i + 1);
      if (block) blocks.push({ block, first: i });
    } else if (isOutlookBlockStart(lines, i)) {
      const block = readFields(lines, i);
      // Outlook draws a rule of underscores above the block.
      if (block) blocks.push({ block, first: RULE.test(lines[i - 1] ?? '') ? i - 1 : i });
    }
  }
  return blocks;
}

/** The body's lines, quoting marks taken off, as the forwarded blocks are looked for in them. */
function unquoted(lines: readonly string[]): string[] {
  return lines.map(withoutQuoteMarks);
}

/** The innermost forwarded original's headers in a message body, if it holds an inline forward. */
export function findForwardedHeader(body: string): ForwardedHeader | undefined {
  return forwardedBlocks(unquoted(body.split(/\r?\n/))).at(-1)?.block.header;
}

/** A header line of a forwarded block: a name, a colon, and an address somewhere after it (the `From:` line's). */
const MAY_HOLD_BLOCK = /^[^\n:]{1,40}:[^\n]*@[\w-]+\./m;

/**
 * The text with the lines of its forwarded blocks' headers left blank: `From: "PKP Intercity" <bilet@…>`,
 * `To: …`, `Date: …` are the mail's, never a journey's stations or an event's day. Their facts reach the readers as
 * the document's sender, subject and date; the lines keep their places.
 */
export function withoutForwardedHeaders(text: string): string {
  if (!MAY_HOLD_BLOCK.test(text)) return text;
  const lines = text.split(/\r?\n/);
  const blocks = forwardedBlocks(unquoted(lines));
  if (blocks.length === 0) return text;
  for (const { block, first } of blocks) for (let i = first; i <= block.last; i++) lines[i] = '';
  return lines.join('\n');
}
