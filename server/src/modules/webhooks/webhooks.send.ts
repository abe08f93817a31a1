import { createHmac, randomBytes } from 'node:crypto';
import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@portal/contracts';

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The Standard Webhooks signature: HMAC-SHA256 of "id.timestamp.body" keyed by the secret's bytes, in base64. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** Addresses a webhook never reaches unless WEBHOOK_ALLOW_PRIVATE: the portal's own network and the cloud's. */
const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');

function isInternalAddress(ip: string): boolean {
  const mapped = ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return INTERNAL.check(mapped, isIP(mapped) === 6 ? 'ipv6' : 'ipv4');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Why an address cannot be subscribed (plain http, or a host inside the network), or null. */
export function urlProblem(raw: string, allowInternal: boolean): string | null {
  const url = new URL(raw);
  if (allowInternal) return null;
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.badUrl;
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return WEBHOOK_MESSAGES.privateUrl;
  if (isIP(host) && isInternalAddress(host)) return WEBHOOK_MESSAGES.privateUrl;
  return null;
}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup the request connects with: an answer inside the network fails the call, so a name that resolves
 * (or is re-pointed) to an internal address is refused at the moment of connecting, not only when saved.
 */
const guardedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.some((a) => isInternalAddress(a.address))) {
      return callback(new Error(WEBHOOK_MESSAGES.privateUrl), []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family);
  });
};

export interface Answer {
  statusCode: number | null;
  durationMs: number;
  /** The first 500 characters of the body, or why there was no answer. */
  response: string;
}

const EXCERPT = 500;
const TIMEOUT_MS = 10_000;

/** POSTs `body` as JSON; never throws: a refused, failed or timed-out call is an answer without a status. */
export function post(raw: string, headers: Record<string, string>, body: string, allowInternal: boolean) {
  const started = performance.now();
  const done = (statusCode: number | null, response: string): Answer => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    response: response.slice(0, EXCERPT),
  });
  return new Promise<Answer>((resolve) => {
    const problem = urlProblem(raw, allowInternal);
    if (problem) return resolve(done(null, problem));
    const url = new URL(raw);
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        // One connection per attempt: attempts are minutes apart, and a kept-alive socket would outlive its use.
        agent: false,
        headers: { 'content-type': 'application/json', 'user-agent': 'portal-webhooks', ...headers },
        timeout: TIMEOUT_MS,
        ...(allowInternal ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= EXCERPT) res.destroy();
        });
        res.on('close', () => resolve(done(res.statusCode ?? null, text)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => resolve(done(null, err.message)));
    req.end(body);
  });
}
