import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { OtherLanguageOnly } from '@/components/blog/other-language-only';
import { PostArticle } from '@/components/blog/post-article';
import { allPostKeys, getPost, getPostLocales } from '@/lib/blog/posts';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { titleFromPath } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: AppLocale; category: string; slug: string }> };

export const generateStaticParams = () => routing.locales.flatMap((locale) => allPostKeys().map((k) => ({ locale, ...k })));
// Unknown values answer 404 at once instead of rendering and caching a page per guessed URL.
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, slug } = await params;
  const post = getPost(locale, category, slug);
  const locales = getPostLocales(category, slug);
  // Only in the other language: titled by the address (`hijuu-1023-explained` → "Hijuu 1023 Explained").
  if (!post) return locales.length ? { title: titleFromPath(slug), robots: { index: false } } : {};
  return pageMetadata({
    locale,
    path: `/blog/${category}/${slug}`,
    title: post.title,
    description: post.summary,
    locales,
    type: 'article',
  });
}

export default async function PostPage({ params }: Props) {
  const { locale, category, slug } = await params;
  setRequestLocale(locale);
  const post = getPost(locale, category, slug);
  if (post) return <PostArticle post={post} />;
  const other = getPostLocales(category, slug)[0];
  if (!other) notFound();
  return <OtherLanguageOnly locale={other} path={`/blog/${category}/${slug}`} title={getPost(other, category, slug)!.title} />;
}
