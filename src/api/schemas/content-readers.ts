/**
 * Zod-free readers for the responses every content page reads (header configuration, outage
 * notice, categories list, meter-read configuration). They check and copy exactly what the zod
 * schemas beside them define — same acceptance, unknown keys dropped, absent optional keys left
 * absent — and `test/unit/content-readers.test.ts` holds each equal to its schema on the fixtures
 * and on broken variants. The schemas stay the contract shared with the server; these keep zod's
 * core (about 7.5 kB gzip) off the content routes' first visit (see docs/decisions.md).
 */
import type { CategoriesResponse } from './categories';
import type { HeaderConfiguration } from './header-configuration';
import type { MeterReadConfig } from './meter-read-config';
import type { ActiveOutageNotice, OutageNotice } from './outage-notice';

/** What `HttpClient.get` parses a response with: a zod schema or one of these readers. */
export interface ResponseSchema<T> {
  safeParse(raw: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** Thrown inside a reader when the response does not have the expected shape; never escapes. */
class Unreadable extends Error {}

type Read<T> = (raw: unknown) => T;

function reader<T>(read: Read<T>): ResponseSchema<T> {
  return {
    safeParse(raw) {
      try {
        return { success: true, data: read(raw) };
      } catch (error) {
        if (error instanceof Unreadable) return { success: false, error };
        throw error;
      }
    },
  };
}

const fail = (what: string): never => {
  throw new Unreadable(`Expected ${what}`);
};

function record(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : fail('an object');
}

const string = (raw: unknown): string => (typeof raw === 'string' ? raw : fail('a string'));

const nonEmpty = (raw: unknown): string => (string(raw) === '' ? fail('text') : (raw as string));

const boolean = (raw: unknown): boolean => (typeof raw === 'boolean' ? raw : fail('a boolean'));

function array<T>(raw: unknown, item: Read<T>): T[] {
  return Array.isArray(raw) ? raw.map(item) : fail('an array');
}

/** `{ key: read(value) }` when the key is present, `{}` when it is absent (zod's `optional`). */
function optional<K extends string, T>(
  source: Record<string, unknown>,
  key: K,
  read: Read<T>,
): Partial<Record<K, T>> {
  return source[key] === undefined ? {} : ({ [key]: read(source[key]) } as Record<K, T>);
}

/** Reads each named field of an object with its reader, and only those. */
function fields<T extends Record<string, unknown>>(shape: { [K in keyof T]: Read<T[K]> }): Read<T> {
  return (raw) => {
    const source = record(raw);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) out[key] = shape[key as keyof T](source[key]);
    return out as T;
  };
}

const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (raw) =>
    raw === null ? null : read(raw);

const QUICK_LINK_ICONS = ['account', 'help', 'search', 'home'] as const;

const readHeaderLink = fields({ label: string, link: string });

export const headerConfigurationReader = reader<HeaderConfiguration>(
  fields<HeaderConfiguration>({
    hideA11yBtn: boolean,
    sections: (raw) =>
      array(
        raw,
        fields({
          id: string,
          title: string,
          link: string,
          links: (links) => array(links, readHeaderLink),
        }),
      ),
    'quick-links': (raw) =>
      array(
        raw,
        fields({
          label: string,
          link: string,
          icon: (icon) =>
            (QUICK_LINK_ICONS as readonly unknown[]).includes(icon)
              ? (icon as (typeof QUICK_LINK_ICONS)[number])
              : fail('a quick-link icon'),
        }),
      ),
    'secondary-banner': nullable(fields({ message: string, linkLabel: string, link: string })),
    'menu-banner': nullable(
      fields({ title: string, description: string, linkLabel: string, link: string }),
    ),
  }),
);

/** True when the parsed notice has something to show. */
export function isActiveOutageNotice(notice: OutageNotice): notice is ActiveOutageNotice {
  return 'title' in notice && 'message' in notice;
}

/** `{title, message}` when both are non-empty text, else `{}` (any other object). */
export const outageNoticeReader = reader<OutageNotice>((raw): OutageNotice => {
  const source = record(raw);
  return typeof source.title === 'string' &&
    source.title !== '' &&
    typeof source.message === 'string' &&
    source.message !== ''
    ? { title: source.title, message: source.message }
    : {};
});

export const categoriesResponseReader = reader<CategoriesResponse>(
  fields<CategoriesResponse>({
    data: (raw) =>
      array(raw, (item) => {
        const source = record(item);
        const attributes = record(source.attributes);
        return {
          id: nonEmpty(source.id),
          attributes: {
            'meta-description': string(attributes['meta-description']),
            ...optional(attributes, 'title', string),
          },
        };
      }),
    included: (raw) =>
      array(raw, (item) => {
        const attributes = record(record(item).attributes);
        return {
          attributes: {
            ...optional(attributes, 'category', string),
            articles: array(attributes.articles, (article) => {
              const source = record(article);
              return { label: nonEmpty(source.label), ...optional(source, 'title', string) };
            }),
          },
        };
      }),
  }),
);

export const meterReadConfigReader = reader<MeterReadConfig>(
  fields<MeterReadConfig>({
    isMeterReadWeek: boolean,
    headingTemplate: string,
    smrErrorTemplate: string,
    contactCardPillTemplate: string,
    contactCardTemplate: string,
  }),
);
