import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryFilter } from '@/components/blog/category-filter';
import { PostCard, PostGrid } from '@/components/blog/post-card';
import { PageHeader } from '@/components/ui/page-header';
import { blogCategories, getPostsInCategory, isBlogCategory, toSummary } from '@/lib/blog/posts';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: AppLocale; category: string }> };

export const generateStaticParams = () => routing.locales.flatMap((locale) => blogCategories.map((category) => ({ locale, category })));
// Unknown values answer 404 at once instead of rendering and caching a page per guessed URL.
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params;
  if (!isBlogCategory(category)) return {};
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({
    locale,
    path: `/blog/${category}`,
    title: `${t(`categories.${category}.title`)} | ${t('title')}`,
    description: t(`categories.${category}.description`),
  });
}

export default async function CategoryPage({ params }: Props) {
  const { locale, category } = await params;
  if (!isBlogCategory(category)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const posts = getPostsInCategory(locale, category);
  return (
    <>
      <PageHeader title={t(`categories.${category}.title`)} intro={t(`categories.${category}.description`)} />
      <CategoryFilter current={category} />
      {posts.length === 0 ? (
        <p role="status" data-testid="category-empty">
          {t('categoryEmpty')}
        </p>
      ) : (
        <PostGrid>
          {posts.map((p) => (
            <PostCard key={p._id} post={toSummary(p)} locale={locale} headingLevel={2} />
          ))}
        </PostGrid>
      )}
    </>
  );
}
