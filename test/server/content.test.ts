import { describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  headerConfigurationSchema,
  isActiveOutageNotice,
  meterReadConfigSchema,
  outageNoticeSchema,
} from '../../src/api/schemas';
import { createTestServer, expectRevalidatedWith304, testServerPerTest } from './support';

const DAM = '/aem6/content/dam/brightwell/beta/json/help';
const PAGES = '/aem6/content/brightwell/help';
const HEADER = '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';
const OUTAGE =
  '/aem6/content/sysadmin/serviceoutages/journeys/help-and-support/jcr:content.data.json';

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
}

function descriptionOf(html: string): string | undefined {
  return /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
}

describe('content service', () => {
  const server = testServerPerTest();

  it('serves the header configuration, parsing with the shared schema, max-age=0', async () => {
    const response = await server.app.request(HEADER);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('max-age=0');
    const config = headerConfigurationSchema.parse(await response.json());
    expect(config.sections.length).toBeGreaterThan(0);
  });

  it.each([
    HEADER,
    OUTAGE,
    `${DAM}/categories/categories.json`,
    `${PAGES}/meters/how-to-read-your-meter.html`,
  ])('answers a revalidation of %s with 304 and no body while it is unchanged', (url) =>
    expectRevalidatedWith304(server.app, url),
  );

  it('answers 404 for other files next to the header configuration', async () => {
    const response = await server.app.request(
      '/aem6/content/sysadmin/header-configuration/other.json',
    );
    expect(response.status).toBe(404);
  });

  it('serves categories for the configured provider only, with max-age=0', async () => {
    const response = await server.app.request(`${DAM}/categories/categories.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('max-age=0');
    const categories = categoriesResponseSchema.parse(await response.json());
    expect(categories.data.map((category) => category.id)).toContain('bills-and-payments');

    const otherProvider = await server.app.request(
      '/aem6/content/dam/someone-else/beta/json/help/categories/categories.json',
    );
    expect(otherProvider.status).toBe(404);
  });

  it('has an article page with title and description for every listed label', async () => {
    const categories = categoriesResponseSchema.parse(
      await (await server.app.request(`${DAM}/categories/categories.json`)).json(),
    );
    const listed = categories.included.flatMap((item) =>
      item.attributes.articles.map((article) => ({
        category: item.attributes.category,
        label: article.label,
      })),
    );
    expect(listed.length).toBeGreaterThan(10);
    for (const { category, label } of listed) {
      const response = await server.app.request(`${PAGES}/${category}/${label}.html`);
      expect(response.status, `${category}/${label}`).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      const html = await response.text();
      expect(titleOf(html), `${category}/${label} title`).toBeTruthy();
      expect(descriptionOf(html), `${category}/${label} description`).toBeTruthy();
      expect(html).toMatch(/content-panel__body|class="parsys"/);
    }
  });

  it('lists every category of the data in included', async () => {
    const categories = categoriesResponseSchema.parse(
      await (await server.app.request(`${DAM}/categories/categories.json`)).json(),
    );
    const withArticles = new Set(categories.included.map((item) => item.attributes.category));
    for (const category of categories.data) expect(withArticles).toContain(category.id);
  });

  it('answers 404 for an unknown article or category', async () => {
    expect(
      (await server.app.request(`${PAGES}/bills-and-payments/no-such-article.html`)).status,
    ).toBe(404);
    expect((await server.app.request(`${PAGES}/no-such-category/anything.html`)).status).toBe(404);
    expect((await server.app.request(`${PAGES}/bills-and-payments/Upper-Case.html`)).status).toBe(
      404,
    );
  });

  it.each([
    `${PAGES}/..%2F..%2F/users.ts.html`,
    `${PAGES}/bills-and-payments/..%2F..%2Fusers.html`,
    `${PAGES}/articles/..%2Fdeals.html`,
    `${PAGES}/../../fixtures/users.html`,
    `${PAGES}/bills-and-payments/%2e%2e%2fdeals.html`,
    `${PAGES}/bills-and-payments/x.html%00.ts`,
  ])('rejects the traversal attempt %s without leaking files', async (url) => {
    const response = await server.app.request(url);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('testUsers');
    expect(text).not.toContain('<html');
  });

  it('serves the deals page as article-like HTML', async () => {
    const response = await server.app.request(`${PAGES}/deals.html`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBeTruthy();
    expect(descriptionOf(html)).toBeTruthy();
  });

  it('serves the meter-read configuration no-cache, with the read-week flag from config', async () => {
    const response = await server.app.request(`${DAM}/meter-read/submit-meter-read.json`);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(meterReadConfigSchema.parse(await response.json()).isMeterReadWeek).toBe(true);

    const closed = createTestServer({ METER_READ_WEEK: 'false' });
    try {
      const closedResponse = await closed.app.request(`${DAM}/meter-read/submit-meter-read.json`);
      expect(meterReadConfigSchema.parse(await closedResponse.json()).isMeterReadWeek).toBe(false);
    } finally {
      closed.dispose();
    }
  });

  it('serves the outage notice no-cache, or {} when OUTAGE_NOTICE=off', async () => {
    const response = await server.app.request(OUTAGE);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(isActiveOutageNotice(outageNoticeSchema.parse(await response.json()))).toBe(true);

    const quiet = createTestServer({ OUTAGE_NOTICE: 'off' });
    try {
      const quietResponse = await quiet.app.request(OUTAGE);
      expect(await quietResponse.json()).toEqual({});
    } finally {
      quiet.dispose();
    }
  });

  it('serves both nucleus scripts as JavaScript', async () => {
    const forms = await server.app.request('/aem6/etc.clientlibs/nucleus/forms.js');
    const runtime = await server.app.request('/aem6/etc.clientlibs/nucleus/forms-runtime.js');
    expect(forms.status).toBe(200);
    expect(forms.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await forms.text()).toContain('form.nucleus-form');
    expect(runtime.status).toBe(200);
    expect(await runtime.text()).toContain('nucleusRuntime');
    expect((await server.app.request('/aem6/etc.clientlibs/nucleus/other.js')).status).toBe(404);
  });
});
