import type { FastifyInstance } from 'fastify';

/** A response as a browser sees it. */
export interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/**
 * Follows redirects and submits forms like a browser: one cookie jar per host; requests to the app's own
 * address go through fastify.inject, everything else over the network.
 */
export class BrowserLike {
  private readonly jars = new Map<string, Map<string, string>>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly appOrigin: string,
  ) {}

  cookie(host: string, name: string): string | undefined {
    return this.jars.get(host)?.get(name);
  }

  private jar(host: string) {
    const jar = this.jars.get(host) ?? new Map<string, string>();
    this.jars.set(host, jar);
    return jar;
  }

  private store(host: string, setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.jar(host).delete(name);
      else this.jar(host).set(name, value);
    }
  }

  /** One request, no redirect following. */
  async request(method: string, url: string, form?: Record<string, string>): Promise<Hop> {
    const target = new URL(url, this.appOrigin);
    const cookie = [...this.jar(target.host)].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const payload = form ? new URLSearchParams(form).toString() : undefined;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (target.origin === this.appOrigin) {
      const response = await this.app.inject({
        method: method as 'GET',
        url: target.pathname + target.search,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      const setCookie = response.headers['set-cookie'];
      this.store(target.host, setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
      const location = response.headers.location;
      return {
        url: target.href,
        status: response.statusCode,
        location: typeof location === 'string' ? location : null,
        body: response.body,
      };
    }
    const response = await fetch(target, { method, headers, body: payload ?? null, redirect: 'manual' });
    this.store(target.host, response.headers.getSetCookie());
    return {
      url: target.href,
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    };
  }

  /** Follows redirects from a first request until a page answers (or a redirect leaves for stopAt). */
  async follow(method: string, url: string, form?: Record<string, string>, stopAt?: (url: URL) => boolean) {
    let hop = await this.request(method, url, form);
    for (let i = 0; i < 20 && hop.location; i++) {
      const next = new URL(hop.location, hop.url);
      if (stopAt?.(next)) return { ...hop, location: next.href };
      hop = await this.request('GET', next.href);
    }
    return hop;
  }

  /** Submits the first form of a page with its hidden inputs and the given fields. */
  submitForm(page: Hop, fields: Record<string, string> = {}) {
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
    if (!form) throw new Error(`no form on ${page.url}: ${page.body.slice(0, 300)}`);
    const values: Record<string, string> = {};
    for (const input of (form[2] ?? '').matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) values[name] = value;
    }
    return this.follow('POST', new URL(form[1] ?? '', page.url).href, { ...values, ...fields });
  }
}
