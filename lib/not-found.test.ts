import { expect, it } from 'vitest';
import { notFoundVariant } from './not-found';

it.each([
  ['/nope', 'page'],
  ['/ja/reef-calculator/nope', 'page'],
  ['/blog/unknown', 'category'],
  ['/ja/blog/unknown', 'category'],
  ['/blog/water-chemistry/unknown', 'post'],
  ['/ja/blog/water-chemistry/unknown/', 'post'],
  ['/blog/a/b/c', 'page'],
])('%s → %s', (path, variant) => {
  expect(notFoundVariant(path)).toBe(variant);
});
