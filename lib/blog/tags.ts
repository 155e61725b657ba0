import { isOneOf } from '@/lib/one-of';

/**
 * Every tag a post may carry (its front matter's `tags`). Posts name tags by these slugs in both languages; pages
 * show the name from messages `Blog.tagNames.<slug>`, so a Japanese post reads 「#比重」, not "#specific-gravity".
 * lib/blog/tags.test.ts checks that every post's tags are listed here and named in both languages.
 */
export const blogTags = [
  'additives',
  'alkalinity',
  'budget',
  'conductivity',
  'coral-placement',
  'dilution',
  'diy',
  'dosing',
  'electricity',
  'equipment',
  'feeding',
  'glass',
  'led',
  'lighting',
  'live-rock',
  'maintenance',
  'nitrate',
  'nutrients',
  'par',
  'phosphate',
  'refractometer',
  'running-cost',
  'safety-factor',
  'salinity',
  'salt-mix',
  'sand-bed',
  'specific-gravity',
  'sump',
  'thickness',
  'two-part',
  'volume',
  'water-change',
] as const;

export type BlogTag = (typeof blogTags)[number];

export const isBlogTag = (tag: string): tag is BlogTag => isOneOf(blogTags, tag);
