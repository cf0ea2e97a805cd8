import { isObject } from '../../postprocess/json-ld.js';

/** The styles of pass PassKit knows, each the key of the pass.json object holding its fields. */
export const PASS_STYLES = ['boardingPass', 'eventTicket', 'generic', 'coupon', 'storeCard'] as const;
export type PassStyle = (typeof PASS_STYLES)[number];

/**
 * Whether a parsed JSON document is a wallet pass's pass.json, given alone rather than packed in a .pkpass: one of
 * the styles' objects beside a key only a pass has (`formatVersion`, `passTypeIdentifier`). A style's name alone
 * (`eventTicket` in some other API's answer) is not enough.
 */
export function looksLikePassJson(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (!('formatVersion' in value) && typeof value.passTypeIdentifier !== 'string') return false;
  return PASS_STYLES.some((style) => isObject(value[style]));
}
