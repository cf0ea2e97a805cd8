/**
 * mailparser, as the engine's modules take it: imported statically here, so that the built engine, which bundles
 * mailparser's own modules (see mailparser-dependencies.ts), hands its named exports to a dynamic import of this
 * module as well.
 */
export { type Attachment, simpleParser } from 'mailparser';
