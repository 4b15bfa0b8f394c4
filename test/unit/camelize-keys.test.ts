import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../src/api/http/camelize-keys';

describe('camelizeKeys', () => {
  it('camelCases keys at every depth and leaves values alone', () => {
    expect(
      camelizeKeys({
        data: [
          { attributes: { 'first-name': 'Ana', 'address-line-1': '1 Road', 'is-manual': true } },
        ],
        'meta-description': 'first-name',
      }),
    ).toEqual({
      data: [{ attributes: { firstName: 'Ana', addressLine1: '1 Road', isManual: true } }],
      metaDescription: 'first-name',
    });
  });

  it('passes through scalars and null', () => {
    expect(camelizeKeys(null)).toBeNull();
    expect(camelizeKeys(3)).toBe(3);
  });
});
