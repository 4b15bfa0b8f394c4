/**
 * Responses are parsed for what spec §3/§7 define and tolerate the rest: a server that answers with
 * fewer optional attributes, or in another casing, is not a failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesResponseSchema } from '../../src/api/schemas/categories';
import { headerConfigurationSchema } from '../../src/api/schemas/header-configuration';
import { findListedArticle } from '../../src/api/queries/categories';
import { getAccounts, lookupAddresses, saveManualAddress } from '../support/app-calls';

function answer(body: unknown, status = 201): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/vnd.api+json' },
        }),
      ),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const manual = {
  address: 'Rose Cottage, Mill Lane, Ambridge, B1 1BB',
  'address-line-1': 'Mill Lane',
  'house-name': 'Rose Cottage',
  'postal-town': 'Ambridge',
  postcode: 'B1 1BB',
  'is-manual': true,
} as const;

describe('POST /v1/addresses answer (spec §7 "response gives an id")', () => {
  it('is a success with data.id alone; the address is what was posted', async () => {
    answer({ data: { id: 'man-1' } });
    await expect(saveManualAddress(manual)).resolves.toEqual({
      id: 'man-1',
      label: manual.address,
      houseNameNumber: 'Rose Cottage',
      addressLine1: 'Mill Lane',
      addressLine2: '',
      county: '',
      postcode: 'B1 1BB',
      postalTown: 'Ambridge',
      isManual: true,
    });
  });

  it.each([
    ['kebab-case', { 'postal-town': 'Borchester', 'is-manual': true }],
    ['camelCase', { postalTown: 'Borchester', isManual: true }],
  ])('reads echoed attributes in %s, without needing all of them', async (_, attributes) => {
    answer({ data: { type: 'addresses', id: 'man-2', attributes } });
    const saved = await saveManualAddress(manual);
    expect(saved).toMatchObject({ id: 'man-2', postalTown: 'Borchester', label: manual.address });
  });

  it('still fails without an id', async () => {
    answer({ data: { type: 'addresses', attributes: {} } });
    await expect(saveManualAddress(manual)).rejects.toThrow();
  });
});

describe('GET /v1/addresses answer', () => {
  it('needs only each address id and label', async () => {
    answer({ data: [{ id: 'a-1', attributes: { address: '1 High Street, Leeds' } }] }, 200);
    await expect(lookupAddresses('LS1 4AP')).resolves.toEqual([
      {
        id: 'a-1',
        label: '1 High Street, Leeds',
        houseNameNumber: '',
        addressLine1: '',
        addressLine2: '',
        county: '',
        postcode: '',
        postalTown: '',
        isManual: false,
      },
    ]);
  });
});

describe('categories feed (spec §3: id, meta-description, included articles with labels)', () => {
  it('parses a feed with only the named fields', () => {
    const feed = categoriesResponseSchema.parse({
      data: [{ id: 'meters', attributes: { 'meta-description': 'About meters' } }],
      included: [{ attributes: { articles: [{ label: 'faulty-meter' }] } }],
    });
    expect(findListedArticle(feed, 'meters', 'faulty-meter')?.label).toBe('faulty-meter');
    expect(findListedArticle(feed, 'meters', 'missing')).toBeUndefined();
  });

  it('ignores fields it does not know', () => {
    const parsed = categoriesResponseSchema.safeParse({
      data: [
        {
          id: 'meters',
          type: 'something-else',
          attributes: { 'meta-description': 'x', title: 'Meters', colour: 'blue' },
          relationships: { anything: true },
        },
      ],
      included: [{ id: 7, type: 'x', attributes: { category: 'meters', articles: [] } }],
    });
    expect(parsed.success).toBe(true);
  });
});

describe('accounts (prefill)', () => {
  it('an account without an account number still prefills', async () => {
    answer(
      {
        data: [
          {
            person: { firstName: 'Ada', lastName: 'Lovelace' },
            email: 'ada@example.com',
            mobile: null,
          },
        ],
      },
      200,
    );
    const [account] = await getAccounts('id-token');
    expect(account?.person.firstName).toBe('Ada');
    expect(account?.accountNumber).toBeUndefined();
  });
});

describe('header configuration (spec §3: hideA11yBtn, sections, quick-links and the two banners)', () => {
  const configuration = {
    hideA11yBtn: false,
    sections: [{ id: 'energy', title: 'Energy', link: '/energy', links: [] }],
    'quick-links': [{ label: 'My account', link: '/myaccount' }],
  };

  it('needs no icon on a quick link, and takes a left-out banner for none', () => {
    expect(headerConfigurationSchema.parse(configuration)).toEqual(configuration);
  });

  it('drops what it does not show, such as an icon it does not know', () => {
    const parsed = headerConfigurationSchema.parse({
      ...configuration,
      'quick-links': [{ label: 'My account', link: '/myaccount', icon: 'person' }],
      'secondary-banner': null,
    });
    expect(parsed['quick-links']).toEqual([{ label: 'My account', link: '/myaccount' }]);
    expect(parsed['secondary-banner']).toBeNull();
  });

  it('still fails without a field the spec names', () => {
    const withoutSections = { ...configuration, sections: undefined };
    expect(headerConfigurationSchema.safeParse(withoutSections).success).toBe(false);
  });
});
