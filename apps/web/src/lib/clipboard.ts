export const COPIED_MESSAGE = 'Copied to clipboard';

/** Whether the browser runs on a Mac, where the copy shortcut uses Cmd. */
export function isMacPlatform(nav: Pick<Navigator, 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad/i.test(nav.userAgent);
}

/** The fallback hint when the browser refused to write to the clipboard. */
export function copyFallbackMessage(action: 'copy' | 'cut' = 'copy', isMac: boolean = isMacPlatform()): string {
  const key = action === 'cut' ? 'X' : 'C';
  return `Press ${isMac ? 'Cmd' : 'Ctrl'}-${key} to ${action}`;
}

/** Writes text to the clipboard and returns the message to show. */
export async function copyToClipboard(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
) {
  try {
    if (!clipboard) throw new Error('No clipboard access');
    await clipboard.writeText(text);
    return { copied: true, message: COPIED_MESSAGE };
  } catch {
    // Browsers refuse clipboard writes outside secure contexts or without permission; the user can still copy.
    return { copied: false, message: copyFallbackMessage() };
  }
}
