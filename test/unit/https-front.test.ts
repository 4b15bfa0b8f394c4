import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsFront, trustFlag, type HttpsFront } from '../../scripts/https-front';

const PAGE = '<!doctype html><title>Page</title>';

/** What the upstream saw of the last request. */
let received: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

const upstream = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    };
    if (request.headers['if-none-match'] === 'W/"page"') {
      response.writeHead(304, { ETag: 'W/"page"' });
      response.end();
      return;
    }
    response.writeHead(201, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      ETag: 'W/"page"',
      'Set-Cookie': ['a=1; Path=/', 'b=2; Path=/'],
      Connection: 'keep-alive',
      'Keep-Alive': 'timeout=5',
    });
    response.end(gzipSync(PAGE));
  });
});

let front: HttpsFront;
let client: http2.ClientHttp2Session;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  front = await startHttpsFront(`http://127.0.0.1:${port}`);
  // This client does not check the certificate; the flag that makes the benchmark's browser trust
  // it is checked below.
  client = http2.connect(front.origin, { rejectUnauthorized: false });
  await once(client, 'connect');
});

afterAll(async () => {
  client.close();
  await front.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

function ask(headers: http2.OutgoingHttpHeaders, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = client.request(headers);
    const chunks: Buffer[] = [];
    let answered: http2.IncomingHttpHeaders = {};
    stream.on('response', (responseHeaders) => (answered = responseHeaders));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(answered[':status']),
        headers: answered,
        body: Buffer.concat(chunks),
      }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the HTTPS front the benchmarks measure through', () => {
  it('speaks HTTP/2 over TLS', () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(client.alpnProtocol).toBe('h2');
  });

  it("names the certificate it presents in the browser's trust flag", async () => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port: Number(new URL(front.origin).port),
      rejectUnauthorized: false,
    });
    await once(socket, 'secureConnect');
    const presented = socket
      .getPeerX509Certificate()
      ?.publicKey.export({ type: 'spki', format: 'der' });
    socket.end();
    if (!presented) throw new Error('The front presented no certificate');
    expect(trustFlag([front])).toBe(
      `--ignore-certificate-errors-spki-list=${createHash('sha256').update(presented).digest('base64')}`,
    );
  });

  it('passes a request on with its method, path, headers and body, and the host it serves', async () => {
    await ask(
      {
        ':method': 'POST',
        ':path': '/help-and-support/x?y=1',
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
      },
      '{"a":1}',
    );
    expect(received).toMatchObject({
      method: 'POST',
      url: '/help-and-support/x?y=1',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    });
    expect(received.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('answers with the status, headers and body as they came, still encoded', async () => {
    const answer = await ask({ ':path': '/help-and-support/' });
    expect(answer.status).toBe(201);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      etag: 'W/"page"',
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
    });
    expect(answer.body).toEqual(gzipSync(PAGE));
  });

  it('leaves out the headers HTTP/2 forbids', async () => {
    const answer = await ask({ ':path': '/help-and-support/' });
    expect(answer.headers).not.toHaveProperty('connection');
    expect(answer.headers).not.toHaveProperty('keep-alive');
  });

  it('passes a revalidation on and its 304 back with no body', async () => {
    const answer = await ask({ ':path': '/help-and-support/', 'if-none-match': 'W/"page"' });
    expect(received.headers['if-none-match']).toBe('W/"page"');
    expect(answer.status).toBe(304);
    expect(answer.body).toHaveLength(0);
  });
});
