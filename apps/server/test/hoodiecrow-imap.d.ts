declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface HoodiecrowOptions {
    plugins?: string[];
    storage?: Record<string, unknown>;
    users?: Record<string, { password: string }>;
  }
  interface Hoodiecrow {
    server: Server;
    listen(port: number, callback?: () => void): void;
    close(callback?: () => void): void;
  }
  export default function hoodiecrow(options?: HoodiecrowOptions): Hoodiecrow;
}
