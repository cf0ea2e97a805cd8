import { AVATAR_PALETTE_SIZE } from '@tripline/contracts';

/** 50 evenly spread hues at two lightness steps that keep white initials readable. */
export const AVATAR_PALETTE: readonly string[] = Array.from({ length: AVATAR_PALETTE_SIZE }, (_, index) => {
  const hue = Math.round((index * 360) / (AVATAR_PALETTE_SIZE / 2)) % 360;
  const lightness = index % 2 === 0 ? 38 : 30;
  return `hsl(${hue} 55% ${lightness}%)`;
});

/** The first two letters shown when there is no picture: initials of the first two words, else two letters. */
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const [first = '', second] = words;
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return letters.toUpperCase();
}

/** The same name always gets the same palette colour. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length] ?? 'hsl(215 55% 38%)';
}

/** SHA-256 of the trimmed lower-case address, as the avatar service (Gravatar protocol) addresses pictures. */
export async function avatarImageUrl(email: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `https://www.gravatar.com/avatar/${hex}?s=${size * 2}&d=404`;
}
