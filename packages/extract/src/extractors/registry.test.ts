import { describe, expect, it } from 'vitest';
import { findExtractors, printedHosts } from './registry.js';
import type { ExtractorInput } from './types.js';

const ids = (input: ExtractorInput) => findExtractors(input).map((e) => e.id);
const text = (body: string, from?: string): ExtractorInput => ({ kind: 'text', text: body, ...(from ? { from } : {}) });

describe('which extractors read a document', () => {
  it('reads the hosts a text prints, web addresses and mail domains alike, not the dots of its sentences', () => {
    expect([
      ...printedHosts('Manage it at www.Eurowings.com/booking. Questions? service@iberia.es, ends 3.5 km.'),
    ]).toEqual(['www.eurowings.com', 'iberia.es']);
  });

  it('takes a document without a sender as sent by the provider whose domain it prints', () => {
    expect(ids(text('Your booking\nwww.eurowings.com'))).toContain('eurowings');
    expect(ids(text('Your booking\nwww.eurowings.com'))).not.toContain('iberia');
  });

  it('does the same for a ticket a traveller mails from their own address', () => {
    expect(ids(text('Fwd ticket\nhttps://www.eurowings.com/en/manage.html', 'anna@example.org'))).toContain(
      'eurowings',
    );
  });

  it('keeps a known provider’s mail to its own extractor, whatever other provider it prints', () => {
    expect(ids(text('Operated by www.eurowings.com', 'booking@iberia.com'))).not.toContain('eurowings');
    expect(ids(text('Operated by www.eurowings.com', 'booking@iberia.com'))).toContain('iberia');
  });

  it('gives a document that prints no provider’s domain only the extractors that need no sender', () => {
    expect(ids(text('Your booking with Eurowings'))).not.toContain('eurowings');
  });
});
