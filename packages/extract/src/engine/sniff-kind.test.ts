import { describe, expect, it } from 'vitest';
import { sniffKind } from './sniff-kind.js';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('sniffKind', () => {
  it('recognises formats by their bytes whatever the name', () => {
    expect(sniffKind(bytes('%PDF-1.7\n'), 'ticket.txt')).toBe('pdf');
    expect(sniffKind(bytes('HTTP/1.1 200 OK\r\n\r\n%PDF-1.4\n%\u00e2\u00e3\n1 0 obj'), 'download')).toBe('pdf');
    expect(sniffKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]), 'x.bin')).toBe('pkpass');
    expect(sniffKind(bytes('BEGIN:VCALENDAR\r\nVERSION:2.0'))).toBe('ics');
    expect(sniffKind(bytes('M1DOE/JOHN            EXXX007 TXLBRUSN 2592 110Y'))).toBe('bcbp');
    expect(sniffKind(bytes('m1doe/john            exxx007 txlbrusn 2592 110y'))).toBe('bcbp');
  });

  it('tells emails, HTML, JSON and text apart', () => {
    expect(sniffKind('From: a@b.c\r\nSubject: x\r\n\r\nbody')).toBe('eml');
    expect(sniffKind('Received: from x\nFrom: a@b.c\n\nbody')).toBe('eml');
    expect(sniffKind('<!DOCTYPE html><html></html>')).toBe('html');
    expect(sniffKind('{"@type":"Event"}')).toBe('json');
    expect(sniffKind('Your train leaves at 10:00')).toBe('text');
  });

  it('falls back on the file name', () => {
    expect(sniffKind(bytes('random'), 'photo.png')).toBe('image');
    expect(sniffKind(bytes('random'), 'x.eml')).toBe('eml');
  });
});
