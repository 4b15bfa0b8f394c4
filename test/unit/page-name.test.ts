import { describe, expect, it } from 'vitest';
import { toPageName } from '../../src/monitoring/page-name';

describe('toPageName', () => {
  it.each([
    ['/help-and-support/', '/help-and-support'],
    [
      '/help-and-support/meters/how-to-read-your-meter',
      '/help-and-support/meters/how-to-read-your-meter',
    ],
    ['/help-and-support/premises/PR-889/meters', '/help-and-support/premises/:id/meters'],
    [
      '/help-and-support/services-account/sa991/boiler',
      '/help-and-support/services-account/:id/boiler',
    ],
    ['/help-and-support/appointments/2025-11-02T10', '/help-and-support/appointments/:id'],
    ['/help-and-support/invoices/abc/download', '/help-and-support/invoices/:id/download'],
    ['/help-and-support/quote/Q1', '/help-and-support/quote/:id'],
    ['/help-and-support/account/850000012345/bill', '/help-and-support/account/:id/bill'],
    ['/help-and-support/account/A1234567', '/help-and-support/account/:id'],
    ['/help-and-support/confirmation/HS-7K3Q9P2M', '/help-and-support/confirmation/:id'],
    ['/help-and-support/x/123e4567-e89b-12d3-a456-426614174000', '/help-and-support/x/:id'],
    ['/help-and-support/user/jo%40example.com', '/help-and-support/user/:id'],
  ])('%s -> %s', (path, expected) => {
    expect(toPageName(path)).toBe(expected);
  });

  // Ids that look like words are known only by the segment before them (spec §2 "Other").
  it.each([
    'premise',
    'premises',
    'services-account',
    'services-accounts',
    'service-account',
    'service-accounts',
    'appointment',
    'appointments',
    'invoice',
    'invoices',
    'quote',
    'quotes',
  ])('replaces the word-like id after %s', (owner) => {
    expect(toPageName(`/help-and-support/${owner}/home/meters`)).toBe(
      `/help-and-support/${owner}/:id/meters`,
    );
  });

  it('keeps slugs that merely contain digits', () => {
    expect(toPageName('/help-and-support/energy-tariffs/economy-7-explained')).toBe(
      '/help-and-support/energy-tariffs/economy-7-explained',
    );
  });
});
