import { expect, it } from 'vitest';
import { hasInvalidParams, notFoundVariant } from './not-found';

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

it.each([
  ['/nope', false],
  ['/ja/nope', false],
  ['/reef-calculator/nope', true],
  ['/ja/reef-calculator/nope', true],
  ['/reef-calculator/dosing/extra', false],
  ['/blog/unknown', true],
  ['/ja/blog/water-chemistry/unknown', true],
  ['/blog/a/b/c', false],
  ['/contact/x', false],
])('%s: parameters fail validation → %s', (path, invalid) => {
  expect(hasInvalidParams(path)).toBe(invalid);
});
