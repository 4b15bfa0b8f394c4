import * as z from 'zod/mini';
import { plainLine } from './plain-line';
import { ukPostcodePattern } from './postcodes';

/** A UK postcode as typed by a user (trimmed). */
const postcodeSchema = z
  .string()
  .check(z.trim(), z.regex(ukPostcodePattern, 'Enter a valid UK postcode'));

/** Query of GET /v1/addresses. */
export const addressLookupQuerySchema = z.object({ postcode: postcodeSchema });

/**
 * Address attributes as the browser client sees them (camelCased from the wire, so kebab- and
 * camel-case answers read the same). Only the label (`address`) is required: the selector shows it
 * and the lead sends the id; every other part is read when present (spec §3 "Selector model").
 */
export const addressAttributesSchema = z.object({
  address: z.string(),
  addressLine1: z.optional(z.string()),
  addressLine2: z.optional(z.string()),
  county: z.optional(z.string()),
  flatNumber: z.optional(z.string()),
  houseName: z.optional(z.string()),
  houseNumber: z.optional(z.string()),
  postcode: z.optional(z.string()),
  postalTown: z.optional(z.string()),
  isManual: z.optional(z.boolean()),
});

/** One `addresses` resource (camelCased). */
const addressResourceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  attributes: addressAttributesSchema,
});

/** Response of GET /v1/addresses?postcode= (camelCased); an unknown postcode gives an empty list. */
export const addressListResponseSchema = z.object({
  data: z.array(addressResourceSchema),
});

/**
 * Response of POST /v1/addresses (camelCased). Spec §7: "response gives an id" — any answer whose
 * `data.id` is there is a success; attributes, when the server echoes them, are optional.
 */
export const addressCreateResponseSchema = z.object({
  data: z.object({
    id: z.string().check(z.minLength(1)),
    attributes: z.optional(z.partial(addressAttributesSchema)),
  }),
});

const addressText = z.string().check(plainLine(), z.trim(), z.maxLength(100));
const requiredAddressText = addressText.check(z.minLength(1));
const meterPointNumbers = z.array(z.string().check(z.regex(/^\d{1,21}$/))).check(z.maxLength(20));

/** Wire attributes (kebab-case) of a manual address; optional parts default to '' / [] / false when stored. */
export const addressCreateAttributesSchema = z.strictObject({
  address: z.string().check(plainLine(), z.trim(), z.minLength(1), z.maxLength(300)),
  'address-line-1': requiredAddressText,
  'address-line-2': z.optional(addressText),
  country: z.optional(addressText),
  county: z.optional(addressText),
  'flat-number': z.optional(addressText),
  'house-name': z.optional(addressText),
  'house-number': z.optional(addressText),
  postcode: postcodeSchema,
  'pes-region': z.optional(addressText),
  'postal-town': requiredAddressText,
  mpans: z.optional(meterPointNumbers),
  mprns: z.optional(meterPointNumbers),
  'is-manual': z.literal(true),
  'bg-service-area': z.optional(z.boolean()),
});

/** Request body of POST /v1/addresses (JSON:API, kebab-case attributes). */
export const addressCreateRequestSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('addresses'),
    attributes: addressCreateAttributesSchema,
  }),
});

export type AddressResource = z.infer<typeof addressResourceSchema>;
export type AddressCreateAttributes = z.infer<typeof addressCreateAttributesSchema>;
