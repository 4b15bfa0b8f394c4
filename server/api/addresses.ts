import type { Context, Hono } from 'hono';
import {
  addressCreateRequestSchema,
  addressLookupQuerySchema,
  formatPostcode,
  normalisePostcode,
  type AddressCreateAttributes,
} from '../../src/api/schemas';
import { getAddress, insertAddress } from '../db';
import type { AddressesFixture, FixtureAddress } from '../content-fixtures';
import { createOnce } from '../idempotency';
import {
  issuesToErrors,
  jsonApiErrorReply,
  jsonApiErrors,
  jsonApiResponse,
  type JsonApiReply,
} from '../json-api';
import type { ApiDeps } from './deps';

/** Wire (kebab-case) attributes of an address resource. */
interface AddressWireAttributes {
  address: string;
  'address-line-1': string;
  'address-line-2': string;
  country: string;
  county: string;
  'flat-number': string;
  'house-name': string;
  'house-number': string;
  postcode: string;
  'pes-region': string;
  'postal-town': string;
  mpans: string[];
  mprns: string[];
  'is-manual': boolean;
  'bg-service-area': boolean;
}

interface AddressResource {
  type: 'addresses';
  id: string;
  attributes: AddressWireAttributes;
}

function fromFixture(postcode: string, address: FixtureAddress): AddressResource {
  return {
    type: 'addresses',
    id: address.id,
    attributes: {
      address: address.address,
      'address-line-1': address.addressLine1,
      'address-line-2': address.addressLine2,
      country: address.country,
      county: address.county,
      'flat-number': address.flatNumber,
      'house-name': address.houseName,
      'house-number': address.houseNumber,
      postcode: formatPostcode(postcode),
      'pes-region': address.pesRegion,
      'postal-town': address.postalTown,
      mpans: address.mpans,
      mprns: address.mprns,
      'is-manual': false,
      'bg-service-area': address.bgServiceArea,
    },
  };
}

function fromManual(id: string, attributes: AddressCreateAttributes): AddressResource {
  return {
    type: 'addresses',
    id,
    attributes: {
      address: attributes.address,
      'address-line-1': attributes['address-line-1'],
      'address-line-2': attributes['address-line-2'] ?? '',
      country: attributes.country ?? '',
      county: attributes.county ?? '',
      'flat-number': attributes['flat-number'] ?? '',
      'house-name': attributes['house-name'] ?? '',
      'house-number': attributes['house-number'] ?? '',
      postcode: formatPostcode(attributes.postcode),
      'pes-region': attributes['pes-region'] ?? '',
      'postal-town': attributes['postal-town'],
      mpans: attributes.mpans ?? [],
      mprns: attributes.mprns ?? [],
      'is-manual': true,
      'bg-service-area': attributes['bg-service-area'] ?? false,
    },
  };
}

/** The lookup data set indexed by normalised postcode and by id. */
export interface AddressBook {
  byPostcode: ReadonlyMap<string, readonly AddressResource[]>;
  byId: ReadonlyMap<string, AddressResource>;
}

/** Indexes the address fixture once. */
export function buildAddressBook(fixture: AddressesFixture): AddressBook {
  const byPostcode = new Map<string, AddressResource[]>();
  const byId = new Map<string, AddressResource>();
  for (const group of fixture) {
    const resources = group.addresses.map((address) => fromFixture(group.postcode, address));
    const key = normalisePostcode(group.postcode);
    byPostcode.set(key, [...(byPostcode.get(key) ?? []), ...resources]);
    for (const resource of resources) byId.set(resource.id, resource);
  }
  return { byPostcode, byId };
}

/** A known address (from the lookup data set or saved manually), if any. */
export function findAddress(
  book: AddressBook,
  db: ApiDeps['db'],
  id: string,
): AddressResource | undefined {
  const known = book.byId.get(id);
  if (known) return known;
  const stored = getAddress(db, id);
  return stored && fromManual(stored.id, stored.body);
}

function lookup(c: Context, book: AddressBook): Response {
  const query = addressLookupQuerySchema.safeParse({ postcode: c.req.query('postcode') });
  if (!query.success) {
    return jsonApiErrors(c, 400, [
      {
        code: 'invalid_postcode',
        title: 'Invalid postcode',
        detail: 'Send a UK postcode in the postcode query parameter.',
        parameter: 'postcode',
      },
    ]);
  }
  const data = book.byPostcode.get(normalisePostcode(query.data.postcode)) ?? [];
  return jsonApiResponse(c, { data });
}

/** Validates and stores one manual address; the 201 with its id, or the 400 to send. */
function storeAddress(db: ApiDeps['db'], body: unknown): JsonApiReply {
  const request = addressCreateRequestSchema.safeParse(body);
  if (!request.success) return jsonApiErrorReply(400, issuesToErrors(request.error.issues));
  const stored = insertAddress(db, request.data.data.attributes);
  return {
    status: 201,
    body: { data: fromManual(stored.id, stored.body) },
    headers: { Location: `/v1/addresses/${stored.id}` },
  };
}

/**
 * `/v1/addresses`: lookup by postcode, save a manual address (a repeated `Idempotency-Key` gets the
 * first answer again), read one back.
 */
export function mountAddressRoutes(app: Hono, { db }: ApiDeps, book: AddressBook): void {
  app.get('/v1/addresses', (c) => lookup(c, book));
  app.post('/v1/addresses', (c) =>
    createOnce(c, db, 'POST /v1/addresses', (body) => storeAddress(db, body)),
  );
  app.get('/v1/addresses/:id', (c) => {
    const address = findAddress(book, db, c.req.param('id'));
    if (!address) {
      return jsonApiErrors(c, 404, [
        { code: 'not_found', title: 'Not found', detail: 'There is no address with this id.' },
      ]);
    }
    return jsonApiResponse(c, { data: address });
  });
}
