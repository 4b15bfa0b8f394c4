import { describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { fillPlaceholders } from '../../src/content/placeholders';

describe('fillPlaceholders', () => {
  const phone = config.phone.customerService;

  it('writes the configured brand and numbers, and leaves unknown names as they are', () => {
    expect(fillPlaceholders('{provider} on {customerServicePhone}, {unknown}')).toBe(
      `${config.providerName} on ${phone}, {unknown}`,
    );
  });
});
