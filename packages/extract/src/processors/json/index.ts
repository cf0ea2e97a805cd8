import { decodeText } from '../../engine/decode-text.js';
import type { DocumentProcessor } from '../../engine/types.js';
import { parseLenientJson } from '../html/lenient-json.js';
import { collectSchemaItems } from '../html/schema-items.js';
import { looksLikePassJson } from '../pkpass/pass-json.js';
import { convertActivityPubEvent } from './activitypub.js';
import { convertGoogleWallet, isGoogleWalletDocument } from './google-wallet.js';

/**
 * A JSON document: schema.org JSON-LD, an ActivityPub event, Google Wallet passes, or a wallet pass's pass.json
 * given alone.
 */
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
  if (looksLikePassJson(value)) {
    // The wallet-pass reader reads it as it reads the pass.json inside a .pkpass.
    const bytes = doc.bytes ?? new TextEncoder().encode(text);
    return { reservations: [], documents: [{ kind: 'pkpass', bytes, name: doc.name ?? 'pass.json' }], diagnostics: [] };
  }
  if (isGoogleWalletDocument(value)) {
    return { reservations: convertGoogleWallet(value), documents: [], diagnostics: [] };
  }
  const activity = convertActivityPubEvent(value);
  const { reservations, things } = collectSchemaItems(activity ? [activity] : [value]);
  return { reservations, things, documents: [], diagnostics: [] };
};
