import { getTranslations } from 'next-intl/server';
import { PostCard, PostGrid } from '@/components/blog/post-card';
import { getPosts, toSummary } from '@/lib/blog/posts';
import { IntentLink } from '@/components/layout/intent-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';

/** The latest three posts. */
export async function BlogHighlights({ locale }: { locale: AppLocale }) {
  const t = await getTranslations('Home');
  const posts = getPosts(locale).slice(0, 3);
  if (posts.length === 0) return null;
  return (
    <HomeSection id="blog" title={t('blogTitle')} text={t('blogText')}>
      <PostGrid>
        {posts.map((p) => (
          <PostCard key={p._id} post={toSummary(p)} locale={locale} />
        ))}
      </PostGrid>
      <IntentLink href="/blog" className="mt-4 inline-block font-medium text-cyan-800 underline dark:text-cyan-200">
        {t('blogCta')}
      </IntentLink>
    </HomeSection>
  );
}
