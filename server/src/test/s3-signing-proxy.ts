import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback proxy in front of the test S3 server (s3rver), for tests only. s3rver computes a bucket request's
 * SigV4 canonical URI without the trailing slash the AWS SDK puts on a bucket path (a listing is
 * `GET /<bucket>/?list-type=2`), so it refuses every bucket listing the SDK signs. For such a request the proxy
 * checks the signature as sent (the SDK's canonical URI, with the slash) and, only when it holds, signs it again
 * over the URI s3rver computes. Every other request, and a listing whose signature does not hold, passes untouched,
 * so s3rver still judges every signature (a wrong secret is still refused).
 */

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/;

/** RFC 3986 percent-encoding, as SigV4 wants a query's names and values. */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

interface Signed {
  accessKeyId: string;
  /** date/region/service/aws4_request */
  scope: string;
  signedHeaders: string[];
  signature: string;
}

/** The request's SigV4 signature computed over `uri` with `secret` (the rest of the canonical request as sent). */
function signatureOf(req: IncomingMessage, uri: string, signed: Signed, secret: string): string {
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at + 1);
  const params = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return `${rfc3986(decodeURIComponent(name))}=${rfc3986(decodeURIComponent(value))}`;
    })
    .sort();
  const headers = signed.signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    req.method,
    uri,
    params.join('&'),
    headers,
    signed.signedHeaders.join(';'),
    req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    String(req.headers['x-amz-date']),
    signed.scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const [date = '', region = '', service = ''] = signed.scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return hmac(key, toSign).toString('hex');
}

/**
 * Starts the proxy on a free loopback port in front of `target` (s3rver's origin); `secrets` maps access key ids to
 * their secrets. `listings` counts the bucket listings (ListObjectsV2 pages) that went through.
 */
export async function startSigningProxy(target: URL, secrets: Record<string, string>) {
  let listings = 0;
  // Its own agent, so the connections it keeps to s3rver end with it (s3rver's close waits for them).
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const headers = { ...req.headers };
    // The proxy answers `Expect: 100-continue` itself (Node does); s3rver gets the body straight away.
    delete headers.expect;
    if (/[?&]list-type=2(&|$)/.test(url)) listings += 1;
    const bucketPath = /^\/[^/]+\/$/.test(path);
    const m = AUTH.exec(String(req.headers.authorization ?? ''));
    if (bucketPath && m) {
      const [, accessKeyId = '', scope = '', signedHeaders = '', signature = ''] = m;
      const signed = { accessKeyId, scope, signedHeaders: signedHeaders.split(';'), signature };
      const secret = secrets[accessKeyId];
      if (secret !== undefined && signatureOf(req, path, signed, secret) === signature) {
        const again = signatureOf(req, path.slice(0, -1), signed, secret);
        headers.authorization = String(req.headers.authorization).replace(/Signature=[0-9a-f]+$/, `Signature=${again}`);
      }
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => res.destroy(err));
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Bucket listings (ListObjectsV2 requests, one per page) seen so far. */
    listings: () => listings,
    async close() {
      server.closeAllConnections();
      server.close();
      agent.destroy();
      await once(server, 'close').catch(() => {});
    },
  };
}
