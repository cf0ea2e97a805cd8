import { decodeText } from '../../engine/decode-text.js';
import type { DocumentProcessor } from '../../engine/types.js';
import { parseLenientJson } from '../html/lenient-json.js';
import { collectSchemaItems } from '../html/schema-items.js';
import { convertActivityPubEvent } from './activitypub.js';

/** A JSON document: schema.org JSON-LD, or an ActivityPub event. */
export const processJson: DocumentProcessor = (doc) => {
  const text = doc.text ?? (doc.bytes ? decodeText(doc.bytes) : '');
  const value = parseLenientJson(text);
  if (value === undefined) {
    return {
      reservations: [],
      documents: [],
      diagnostics: [{ level: 'warning', code: 'json-unreadable', message: 'The JSON document could not be parsed' }],
    };
  }
  const activity = convertActivityPubEvent(value);
  const { reservations, things } = collectSchemaItems(activity ? [activity] : [value]);
  return { reservations, things, documents: [], diagnostics: [] };
};
