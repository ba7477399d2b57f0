/** The search terms both search benchmarks type, online and offline. */
export const WORDS = [
  'protein',
  'almond',
  'vegan',
  'oats',
  'collagen',
  'coconut',
  'spelt flour',
  'green tea',
  'chia seeds',
  'whey vanilla',
  'granola',
  'honey',
];
/** A missing letter in the middle: the journey's "typo" case. */
export const misspell = (w: string) =>
  w
    .split(' ')
    .map((x) => (x.length > 4 ? x.slice(0, 2) + x.slice(3) : x))
    .join(' ');
