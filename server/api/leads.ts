import type { Context, Hono } from 'hono';
import { leadRequestSchema } from '../../src/api/schemas';
import { insertLead, type HelpDatabase } from '../db';
import { createOnce } from '../idempotency';
import { checkClientId, issuesToErrors, jsonApiErrorReply, type JsonApiReply } from '../json-api';
import { findAddress, type AddressBook } from './addresses';
import type { ApiDeps } from './deps';

/** Validates and stores one lead; the 201 with its reference id, or the 400 to send. */
function storeLead(db: HelpDatabase, book: AddressBook, body: unknown): JsonApiReply {
  const request = leadRequestSchema.safeParse(body);
  if (!request.success) return jsonApiErrorReply(400, issuesToErrors(request.error.issues));

  const lead = request.data.data;
  const address = lead.relationships.address.data;
  if (address && !findAddress(book, db, address.id)) {
    return jsonApiErrorReply(400, [
      {
        code: 'unknown_address',
        title: 'Unknown address',
        detail: 'The related address does not exist; look it up or save it first.',
        pointer: '/data/relationships/address/data/id',
      },
    ]);
  }

  const stored = insertLead(db, lead);
  return {
    status: 201,
    body: {
      data: {
        type: 'leads',
        id: stored.id,
        attributes: { ...stored.body.attributes, 'created-at': stored.createdAt },
      },
    },
    headers: {},
  };
}

async function createLead(
  c: Context,
  { config, db }: ApiDeps,
  book: AddressBook,
): Promise<Response> {
  const clientError = checkClientId(c, config.clientId);
  if (clientError) return clientError;
  return createOnce(c, db, 'POST /v1/leads', (body) => storeLead(db, book, body));
}

/**
 * `POST /v1/leads`: validates with the shared schema, stores in SQLite, answers with the
 * reference id; a repeated `Idempotency-Key` gets the first answer again.
 */
export function mountLeadRoutes(app: Hono, deps: ApiDeps, book: AddressBook): void {
  app.post('/v1/leads', (c) => createLead(c, deps, book));
}
