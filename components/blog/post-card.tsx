import type { PostSummary } from '@/lib/blog/posts';
import { formatDate } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { PostCardView } from './post-card-view';

export async function PostCard({ post, locale, headingLevel = 3 }: { post: PostSummary; locale: string; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Blog');
  return (
    <PostCardView
      {...post}
      dateText={formatDate(post.date, locale)}
      categoryName={t(`categories.${post.category}.title`)}
      readingText={t('readingTime', { minutes: post.readingMinutes })}
      separator={t('separator')}
      headingLevel={headingLevel}
    />
  );
}

export function PostGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}
