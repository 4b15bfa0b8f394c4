import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import {
  findIdempotentReply,
  storeIdempotentReply,
  type HelpDatabase,
  type IdempotentReply,
} from './db';
import { jsonApiErrors, jsonApiResponse, readJsonBody, type JsonApiReply } from './json-api';

/** The request header naming one logical submission, repeated by every attempt of it. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Response header set on an answer replayed for a repeated key. */
const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long an answer is remembered for its key. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

// Visible ASCII only (no spaces, so two keys joined by a proxy are refused), at most 255.
const KEY_PATTERN = /^[!-~]{1,255}$/;

/** The request's idempotency key (undefined without the header), or the 400 to send. */
function readIdempotencyKey(
  c: Context,
): { ok: true; key: string | undefined } | { ok: false; response: Response } {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return { ok: true, key };
  if (KEY_PATTERN.test(key)) return { ok: true, key };
  return {
    ok: false,
    response: jsonApiErrors(c, 400, [
      {
        code: 'invalid_idempotency_key',
        title: 'Invalid idempotency key',
        detail: `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters.`,
        parameter: IDEMPOTENCY_KEY_HEADER,
      },
    ]),
  };
}

/** JSON with object keys sorted at every level, so equal documents give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return current;
    return Object.fromEntries(
      Object.entries(current).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

/** SHA-256 (hex) of the canonical JSON of a request body. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function isRemembered(reply: JsonApiReply): reply is JsonApiReply & IdempotentReply {
  return reply.status === 200 || reply.status === 201;
}

type Outcome =
  | { kind: 'answered'; reply: JsonApiReply }
  | { kind: 'replayed'; reply: IdempotentReply }
  | { kind: 'conflict' };

/**
 * Answers a creating request at most once per idempotency key. Without a key, `create` simply
 * runs. With one, inside a single write transaction (so concurrent repeats, even from another
 * process, wait for the first): a key already used with the same canonical body gets the
 * remembered answer again, without `create`; with another body it is 422; a new key runs
 * `create` and remembers a successful answer (refusals are not remembered, so a corrected body
 * can be sent with the same key).
 */
function answerOnce(
  c: Context,
  db: HelpDatabase,
  request: { scope: string; key: string | undefined; body: unknown },
  create: () => JsonApiReply,
): Response {
  const { scope, key, body } = request;
  if (key === undefined) return send(c, create());
  const hash = requestHash(body);
  const outcome = db
    .transaction((): Outcome => {
      const notBefore = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
      const stored = findIdempotentReply(db, scope, key, notBefore);
      if (stored) {
        return stored.requestHash === hash
          ? { kind: 'replayed', reply: stored.reply }
          : { kind: 'conflict' };
      }
      const reply = create();
      if (isRemembered(reply)) storeIdempotentReply(db, scope, key, hash, reply, notBefore);
      return { kind: 'answered', reply };
    })
    .immediate();

  switch (outcome.kind) {
    case 'answered':
      return send(c, outcome.reply);
    case 'replayed':
      return send(c, {
        ...outcome.reply,
        headers: { ...outcome.reply.headers, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
      });
    case 'conflict':
      return jsonApiErrors(c, 422, [
        {
          code: 'idempotency_key_reused',
          title: 'Idempotency key reused',
          detail: `This ${IDEMPOTENCY_KEY_HEADER} was used with a different request body; send new data with a new key.`,
          parameter: IDEMPOTENCY_KEY_HEADER,
        },
      ]);
  }
}

/**
 * A creating POST: reads its idempotency key and JSON body (or sends their 400), then runs `store`
 * on the body at most once per key (`answerOnce`).
 */
export async function createOnce(
  c: Context,
  db: HelpDatabase,
  scope: string,
  store: (body: unknown) => JsonApiReply,
): Promise<Response> {
  const idempotency = readIdempotencyKey(c);
  if (!idempotency.ok) return idempotency.response;
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  return answerOnce(c, db, { scope, key: idempotency.key, body: body.value }, () =>
    store(body.value),
  );
}

function send(c: Context, reply: JsonApiReply): Response {
  return jsonApiResponse(c, reply.body, reply.status, reply.headers);
}
