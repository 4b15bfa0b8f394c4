/**
 * An HTTPS front for the reference server that speaks HTTP/2, as the supplier's CDN does for the
 * real site: the benchmarks measure what a phone meets, not the reference server's plain HTTP/1.1,
 * on which a browser opens at most six connections to the site and a seventh request waits for one
 * of them to be free. Requests are passed on unchanged and answers come back unchanged, bodies and encodings
 * included, less the headers HTTP/2 forbids. The certificate is made at start for 127.0.0.1; the
 * browser measuring is told to trust it (`trustFlag`).
 */
import { createHash, createPublicKey } from 'node:crypto';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers that describe one connection, which HTTP/2 carries in its own framing and forbids. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

export interface HttpsFront {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The SHA-256 of its certificate's public key, in base64: what `trustFlag` names. */
  spkiHash: string;
  close(): Promise<void>;
}

/**
 * Chromium's flag that trusts the fronts' certificates. Trusted, not merely accepted: a browser
 * told to ignore certificate errors keeps nothing in its cache, and a returning visitor would be
 * measured as a new one.
 */
export const trustFlag = (fronts: HttpsFront[]): string =>
  `--ignore-certificate-errors-spki-list=${fronts.map(({ spkiHash }) => spkiHash).join(',')}`;

/** `headers` less HTTP/2's pseudo-headers, `host` (HTTP/2 says `:authority`) and the above. */
function passedOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !name.startsWith(':') && name !== 'host' && !CONNECTION_HEADERS.has(name),
    ),
  );
}

/** Starts the front on a free port of 127.0.0.1, passing every request to `upstreamOrigin`. */
export async function startHttpsFront(upstreamOrigin: string): Promise<HttpsFront> {
  const upstream = new URL(upstreamOrigin);
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const pass = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const upstreamRequest = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...passedOn(request.headers), host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(response);
      },
    );
    upstreamRequest.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstreamRequest);
  };
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, pass);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
