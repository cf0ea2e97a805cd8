/** Hides the one-time tokens that travel in some paths (verification, invitations), so logs never hold them. */
export function redactUrl(url: string): string {
  return url.replace(/\/(tokens|invitations)\/[^/?]+/g, '/$1/[redacted]').replace(/([?&]token=)[^&]+/g, '$1[redacted]');
}
