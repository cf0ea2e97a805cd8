declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The part of panva's oidc-provider the browser tests use. */
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}

declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface Hoodiecrow {
    server: Server;
    listen(port: number, callback?: () => void): void;
    close(callback?: () => void): void;
  }
  export default function hoodiecrow(options?: Record<string, unknown>): Hoodiecrow;
}
