/** Ten shades, lightest first, named like Mantine's own colours (`--mantine-color-{name}-{0..9}`). */
type ColorScale = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** Navy brand scale; shade 7 (#0b2a4a) is the primary and passes AA on white. */
export const brand: ColorScale = [
  '#e8f1fb',
  '#cfe0f3',
  '#a0c0e6',
  '#6d9ed8',
  '#4581cc',
  '#2c6ec5',
  '#1d5aa6',
  '#0b2a4a',
  '#08213b',
  '#05172b',
];

/** Warm yellow accent used for highlights on dark panels. */
export const sunshine: ColorScale = [
  '#fff8e1',
  '#ffefc2',
  '#ffe08a',
  '#ffd257',
  '#ffc53d',
  '#ffbc24',
  '#f5a800',
  '#c98a00',
  '#9c6b00',
  '#6e4b00',
];
