import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP endpoint that answers 200 to every POST and keeps what it received, for webhook tests. */
export async function startWebhookReceiver() {
  const calls: ReceivedCall[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tripline-hook`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
