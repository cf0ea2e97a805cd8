/** The lower-case domain of an address like `Name <a@b.example>`; null when there is none. */
export function senderDomain(address: string): string | null {
  const bracketed = /<([^>]*)>/.exec(address)?.[1] ?? address;
  const at = bracketed.lastIndexOf('@');
  if (at < 0) return null;
  const domain = bracketed
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** The domain and each parent down to two labels: mail.lufthansa.com → [mail.lufthansa.com, lufthansa.com]. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  const out: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) out.push(labels.slice(i).join('.'));
  return out;
}
