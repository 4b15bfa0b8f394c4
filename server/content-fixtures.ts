import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import {
  categoriesResponseSchema,
  headerConfigurationSchema,
  meterReadConfigSchema,
  outageNoticeSchema,
  type CategoriesResponse,
  type HeaderConfiguration,
  type MeterReadConfig,
  type OutageNotice,
} from '../src/api/schemas';
import { fixturesDir } from './paths';

/** One address of the lookup data set (camelCase, as authored). */
const fixtureAddressSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  address: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  country: z.string(),
  county: z.string(),
  flatNumber: z.string(),
  houseName: z.string(),
  houseNumber: z.string(),
  postalTown: z.string(),
  pesRegion: z.string(),
  mpans: z.array(z.string()),
  mprns: z.array(z.string()),
  bgServiceArea: z.boolean(),
});

const addressesFixtureSchema = z.array(
  z.object({
    postcode: z.string().check(z.minLength(5)),
    addresses: z.array(fixtureAddressSchema),
  }),
);

export type FixtureAddress = z.infer<typeof fixtureAddressSchema>;
export type AddressesFixture = z.infer<typeof addressesFixtureSchema>;

/** The JSON content the server answers with, validated once at start-up. */
export interface ContentFixtures {
  headerConfiguration: HeaderConfiguration;
  categories: CategoriesResponse;
  meterReadConfig: MeterReadConfig;
  outageNotice: OutageNotice;
  addresses: AddressesFixture;
}

function loadJson<T>(dir: string, file: string, schema: z.ZodMiniType<T>): T {
  const location = path.join(dir, file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(location, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read fixture ${location}: ${String(error)}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `Fixture ${location} does not match its schema:\n${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

/** Reads and validates every JSON fixture; throws naming the file when one is missing or wrong. */
export function loadContentFixtures(dir: string = fixturesDir): ContentFixtures {
  return {
    headerConfiguration: loadJson(dir, 'header-configuration.json', headerConfigurationSchema),
    categories: loadJson(dir, 'categories.json', categoriesResponseSchema),
    meterReadConfig: loadJson(dir, 'meter-read-config.json', meterReadConfigSchema),
    outageNotice: loadJson(dir, 'outage-notice.json', outageNoticeSchema),
    addresses: loadJson(dir, 'addresses.json', addressesFixtureSchema),
  };
}

/** Reads an authored HTML page below `fixturesDir`; undefined when there is no such file. */
export async function readHtmlFixture(
  relativePath: string,
  dir: string = fixturesDir,
): Promise<string | undefined> {
  try {
    return await fs.promises.readFile(path.join(dir, relativePath), 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}

function isMissingFile(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR')
  );
}
