import type { Context, Hono } from 'hono';
import { leadRequestSchema } from '../../src/api/schemas';
import { insertLead } from '../db';
import {
  checkClientId,
  issuesToErrors,
  jsonApiErrors,
  jsonApiResponse,
  readJsonBody,
} from '../json-api';
import { findAddress, type AddressBook } from './addresses';
import type { ApiDeps } from './deps';

async function createLead(
  c: Context,
  { config, db }: ApiDeps,
  book: AddressBook,
): Promise<Response> {
  const clientError = checkClientId(c, config.clientId);
  if (clientError) return clientError;
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const request = leadRequestSchema.safeParse(body.value);
  if (!request.success) return jsonApiErrors(c, 400, issuesToErrors(request.error.issues));

  const lead = request.data.data;
  const address = lead.relationships.address.data;
  if (address && !findAddress(book, db, address.id)) {
    return jsonApiErrors(c, 400, [
      {
        code: 'unknown_address',
        title: 'Unknown address',
        detail: 'The related address does not exist; look it up or save it first.',
        pointer: '/data/relationships/address/data/id',
      },
    ]);
  }

  const stored = insertLead(db, lead);
  return jsonApiResponse(
    c,
    {
      data: {
        type: 'leads',
        id: stored.id,
        attributes: { ...stored.body.attributes, 'created-at': stored.createdAt },
      },
    },
    201,
  );
}

/** `POST /v1/leads`: validates with the shared schema, stores in SQLite, answers with the reference id. */
export function mountLeadRoutes(app: Hono, deps: ApiDeps, book: AddressBook): void {
  app.post('/v1/leads', (c) => createLead(c, deps, book));
}
