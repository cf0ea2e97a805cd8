/**
 * A reader of ASN.1 unaligned PER (X.691), the encoding of ERA's Flexible Content Barcode: fields follow one another bit
 * by bit, a constrained number in as few bits as its range needs, a string after its length. Every read throws a
 * `PerError` past the end or on a form the reader does not take (a length split into fragments).
 */
export class PerError extends Error {}

/** Bits needed for a number of the range `lb..ub`: none for a single value. */
function bitsFor(lb: number, ub: number): number {
  const range = ub - lb + 1;
  return range <= 1 ? 0 : Math.ceil(Math.log2(range));
}

export class PerReader {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** An unsigned number of `count` bits (at most 32), most significant first. */
  bits(count: number): number {
    if (count > 32) throw new PerError(`${count} bits at once`);
    if (this.at + count > this.bytes.length * 8) throw new PerError('read past the end');
    let value = 0;
    for (let i = 0; i < count; i++) {
      const bit = ((this.bytes[(this.at + i) >> 3] ?? 0) >> (7 - ((this.at + i) & 7))) & 1;
      value = value * 2 + bit;
    }
    this.at += count;
    return value;
  }

  bool(): boolean {
    return this.bits(1) === 1;
  }

  /** A number constrained to `lb..ub`. */
  constrained(lb: number, ub: number): number {
    return lb + this.bits(bitsFor(lb, ub));
  }

  /** A length determinant: 7 bits under 128, 14 bits under 16384; fragments are not taken. */
  length(): number {
    if (this.bits(1) === 0) return this.bits(7);
    if (this.bits(1) === 0) return this.bits(14);
    throw new PerError('fragmented length');
  }

  /** An unconstrained whole number: its octet count, then two's complement. */
  integer(): number {
    const octets = this.length();
    if (octets === 0 || octets > 6) throw new PerError(`integer of ${octets} octets`);
    let value = 0;
    for (let i = 0; i < octets; i++) value = value * 256 + this.bits(8);
    const top = 2 ** (8 * octets);
    return value >= top / 2 ? value - top : value;
  }

  octets(): Uint8Array {
    const count = this.length();
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i++) out[i] = this.bits(8);
    return out;
  }

  utf8(): string {
    return new TextDecoder().decode(this.octets());
  }

  /** An IA5String of 7-bit characters: of `size` characters when fixed, else after its length (or a constrained one). */
  ia5(size?: number | [number, number]): string {
    const count =
      size === undefined ? this.length() : typeof size === 'number' ? size : this.constrained(size[0], size[1]);
    let text = '';
    for (let i = 0; i < count; i++) text += String.fromCharCode(this.bits(7));
    return text;
  }

  /** An enumeration of `count` root values: its index (after the extension bit when it has one). */
  enumerated(count: number, extensible = false): number {
    if (extensible && this.bool()) throw new PerError('enumeration value from an extension');
    return this.bits(bitsFor(0, count - 1));
  }

  /** A sequence's preamble: its extension bit (when it has a marker), then a presence bit for each optional field. */
  preamble(optional: number, extensible: boolean): { extended: boolean; present: boolean[] } {
    const extended = extensible ? this.bool() : false;
    const present = Array.from({ length: optional }, () => this.bool());
    return { extended, present };
  }

  /** Passes over a sequence's extension additions: their bitmap, then each present one as an open type. */
  skipExtensions(): void {
    if (this.bool()) throw new PerError('more than 64 extension additions');
    const count = this.bits(6) + 1;
    const present = Array.from({ length: count }, () => this.bool()).filter(Boolean).length;
    for (let i = 0; i < present; i++) this.octets();
  }

  /** A list (`SEQUENCE OF`): its count, then each item. */
  list<T>(item: () => T): T[] {
    const count = this.length();
    return Array.from({ length: count }, item);
  }
}
