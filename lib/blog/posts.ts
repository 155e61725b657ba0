import { allAuthors, allPosts, type Author, type Post } from 'contentlayer/generated';
import { blogCategories, isBlogCategory, type BlogCategory } from '@/lib/blog/categories';
import type { TocItem } from '@/lib/blog/text';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import type { SitemapEntry } from '@/lib/seo/sitemap';

/** Drafts are visible in development only. */
const published = (p: Post) => !p.draft || process.env.NODE_ENV === 'development';
const byDateDesc = (a: Post, b: Post) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** A post's fields as the list screens and the feed use them (also served as JSON for "Load More"). */
export interface PostSummary {
  title: string;
  summary: string;
  date: string;
  url: string;
  category: BlogCategory;
  slug: string;
  tags: string[];
  readingMinutes: number;
  featured: boolean;
}

export const toSummary = (p: Post): PostSummary => ({
  title: p.title,
  summary: p.summary,
  date: p.date,
  url: p.url,
  category: p.category as BlogCategory,
  slug: p.slug,
  tags: p.tags,
  readingMinutes: p.readingMinutes,
  featured: p.featured ?? false,
});

/** Every published post of a locale, newest first. */
export function getPosts(locale: AppLocale): Post[] {
  return allPosts.filter((p) => p.locale === locale && published(p)).sort(byDateDesc);
}

export function getPost(locale: AppLocale, category: string, slug: string): Post | undefined {
  return getPosts(locale).find((p) => p.category === category && p.slug === slug);
}

/** The locales a post exists in (a post may be written in one language only). */
export function getPostLocales(category: string, slug: string): AppLocale[] {
  return routing.locales.filter((l) => getPost(l, category, slug));
}

/** Every (category, slug) pair in any locale. */
export function allPostKeys(): { category: string; slug: string }[] {
  const seen = new Map<string, { category: string; slug: string }>();
  for (const p of allPosts.filter(published)) seen.set(`${p.category}/${p.slug}`, { category: p.category, slug: p.slug });
  return [...seen.values()];
}

export const getPostsInCategory = (locale: AppLocale, category: BlogCategory) => getPosts(locale).filter((p) => p.category === category);

export { blogCategories, isBlogCategory };

/** Posts of the same category first, then those that share the most tags; never the post itself. */
export function getRelatedPosts(post: Post, limit = 3): Post[] {
  const shared = (p: Post) => p.tags.filter((t) => post.tags.includes(t)).length;
  return getPosts(post.locale as AppLocale)
    .filter((p) => p._id !== post._id)
    .map((p) => ({ p, score: (p.category === post.category ? 10 : 0) + shared(p) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || byDateDesc(a.p, b.p))
    .slice(0, limit)
    .map(({ p }) => p);
}

export function getAuthor(id: string): Author | undefined {
  return allAuthors.find((a) => a.id === id);
}

export const tocOf = (post: Post): TocItem[] => (Array.isArray(post.toc) ? (post.toc as TocItem[]) : []);

/** The blog's pages for the sitemaps: lists, categories with posts, and every post in the locales it exists in. */
export function blogSitemapEntries(): SitemapEntry[] {
  const latest = (posts: Post[]) =>
    posts
      .map((p) => p.updated ?? p.date)
      .sort()
      .pop()
      ?.slice(0, 10) ?? '2026-11-22';
  const entries: SitemapEntry[] = [{ path: '/blog', locales: routing.locales, lastModified: latest(allPosts.filter(published)) }];
  for (const c of blogCategories) {
    const posts = allPosts.filter((p) => p.category === c && published(p));
    if (posts.length) entries.push({ path: `/blog/${c}`, locales: routing.locales, lastModified: latest(posts) });
  }
  for (const { category, slug } of allPostKeys()) {
    const locales = getPostLocales(category, slug);
    const posts = locales.map((l) => getPost(l, category, slug)!);
    entries.push({ path: `/blog/${category}/${slug}`, locales, lastModified: latest(posts) });
  }
  return entries;
}

export const POSTS_PER_PAGE = 6;
