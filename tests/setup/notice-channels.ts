import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Waits until `check` returns a value (polling the event loop), or fails after `ms`. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 8000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A header's value exactly as sent (mailparser reads List-* headers into objects), unfolded. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/^[^:]+:\s*/, '').replace(/\r?\n[ \t]+/g, '');
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/push-endpoint/${name}`, import.meta.url));

/** An agent that trusts the push endpoint's self-signed certificate (and nothing else). */
export const pushEndpointAgent = () => new Agent({ ca: fixture('cert.pem') });

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A Web Push service stand-in: HTTPS on 127.0.0.1 (web-push speaks only HTTPS). */
export async function startPushEndpoint(status = 201) {
  const received: ReceivedPush[] = [];
  let answer = status;
  const server = createHttpsServer({ key: fixture('key.pem'), cert: fixture('cert.pem') });
  server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    answerWith: (next: number) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager makes. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    body: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
    /** Decrypts a push message body (RFC 8291, aes128gcm content coding of RFC 8188). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const secret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        ecdh.getPublicKey(),
        senderKey,
        Buffer.from([1]),
      ]);
      const ikm = hmac(hmac(auth, secret), keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length;
      while (end > 0 && padded[end - 1] === 0) end -= 1;
      if (padded[end - 1] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end - 1).toString('utf8');
    },
  };
}

/** The claims of a VAPID `Authorization: vapid t=…, k=…` header whose signature holds for k. */
export function verifiedVapidClaims(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${header}`);
  const [head, payload, signature] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  return {
    publicKey: match[2],
    header: JSON.parse(Buffer.from(head ?? '', 'base64url').toString()) as { alg: string },
    claims: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open Server-Sent Events stream read as a browser's EventSource would. */
export interface OpenStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  events: StreamEvent[];
  /** Everything received, as text. */
  text(): string;
  ended(): boolean;
  next(event: string, matching?: (data: unknown) => boolean): Promise<unknown>;
  close(): void;
}

export function openStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
      let raw = '';
      let ended = false;
      const events: StreamEvent[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        events.length = 0;
        for (const frame of raw.split('\n\n').slice(0, -1)) {
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
        }
      });
      const finish = () => {
        ended = true;
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
      const stream: OpenStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        text: () => raw,
        ended: () => ended,
        next: (event, matching = () => true) =>
          eventually(
            () => events.find((item) => item.event === event && matching(item.data))?.data,
            `a ${event} event`,
          ),
        close: () => request.destroy(),
      };
      if (response.statusCode !== 200) {
        response.on('end', () => resolve(stream));
        return;
      }
      // Open once the server's first comment arrives.
      void eventually(() => (raw.includes(': open') || ended ? true : undefined), 'the stream')
        .then(() => resolve(stream))
        .catch(reject);
    });
    request.on('error', reject);
    request.end();
  });
}
