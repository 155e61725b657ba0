import { isOneOf } from '@/lib/one-of';

/** Blog categories, in display order. A post in a folder not listed here fails the content build. Names live in messages under Blog.categories. */
export const blogCategories = ['water-chemistry', 'tank-build', 'equipment', 'lighting'] as const;
export type BlogCategory = (typeof blogCategories)[number];
export const isBlogCategory = (s: string): s is BlogCategory => isOneOf(blogCategories, s);
