import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryFilter } from '@/components/blog/category-filter';
import { LoadMore } from '@/components/blog/load-more';
import { PostCard, PostGrid } from '@/components/blog/post-card';
import { PageHeader } from '@/components/ui/page-header';
import { blogCategories, getPosts, POSTS_PER_PAGE, toSummary } from '@/lib/blog/posts';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Blog', '/blog');

export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations('Blog'), getMessages()]);
  const posts = getPosts(locale);
  // Each post once: the featured ones, then the rest newest first (the category filter above leads to each category).
  const featured = posts.filter((p) => p.featured);
  const others = posts.filter((p) => !p.featured);
  const latest = others.slice(0, POSTS_PER_PAGE);
  const categoryNames = Object.fromEntries(blogCategories.map((c) => [c, t(`categories.${c}.title`)]));
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <CategoryFilter />
      {posts.length === 0 ? (
        <p role="status" className="text-lg" data-testid="blog-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          {featured.length ? (
            <section aria-labelledby="featured-title" className="mb-12">
              <h2 id="featured-title" className="mb-4 text-2xl font-semibold">
                {t('featured')}
              </h2>
              <PostGrid>
                {featured.map((p) => (
                  <PostCard key={p._id} post={toSummary(p)} locale={locale} />
                ))}
              </PostGrid>
            </section>
          ) : null}
          <section aria-labelledby="latest-title" className="mb-12" data-testid="latest-posts">
            <h2 id="latest-title" className="mb-4 text-2xl font-semibold">
              {t('latest')}
            </h2>
            <PostGrid>
              {latest.map((p) => (
                <PostCard key={p._id} post={toSummary(p)} locale={locale} />
              ))}
            </PostGrid>
            {others.length > latest.length ? (
              <NextIntlClientProvider
                messages={pickMessages(messages, [
                  'Blog.loadMore',
                  'Blog.loading',
                  'Blog.loadFailed',
                  'Blog.loadFailedText',
                  'Blog.retry',
                  'Blog.readingTime',
                  'Blog.separator',
                ])}
              >
                <LoadMore shown={latest.length} pageSize={POSTS_PER_PAGE} categoryNames={categoryNames} />
              </NextIntlClientProvider>
            ) : null}
          </section>
        </>
      )}
    </>
  );
}
