import type { Post } from 'contentlayer/generated';
import type { ReactNode } from 'react';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import { getLocale, getTranslations } from 'next-intl/server';
import { getAuthor, getRelatedPosts, toSummary, tocOf } from '@/lib/blog/posts';
import { isBlogCategory } from '@/lib/blog/categories';
import { isBlogTag } from '@/lib/blog/tags';
import { formatDate, isoDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { mdxComponents } from './mdx-components';
import { PostCard, PostGrid } from './post-card';
import { ShareButtons } from './share-buttons';
import './prose.css';

/**
 * A post's MDX body. The compiled MDXContent is a plain function of its props (no hooks, no state), so it is
 * called here for its elements rather than mounted as a component made during render.
 */
function postBody(post: Post): ReactNode {
  const content: (props: { components: typeof mdxComponents }) => ReactNode = getMDXComponent(post.body.code);
  return content({ components: mdxComponents });
}

/** A post: header, table of contents, body, author, sharing, related posts and its JSON-LD. */
export async function PostArticle({ post }: { post: Post }) {
  const locale = await getLocale();
  const [t, tc] = await Promise.all([getTranslations('Blog'), getTranslations('Common')]);
  const author = getAuthor(post.author);
  const authorName = author ? (locale === 'ja' ? author.nameJa : author.nameEn) : site.name;
  const url = absoluteUrl(post.url);
  const toc = tocOf(post);
  const related = getRelatedPosts(post);
  // Tags are slugs in the front matter; each language shows its own name (lib/blog/tags.ts).
  const tagNames = post.tags.map((tag) => (isBlogTag(tag) ? t(`tagNames.${tag}`) : tag));
  // the content build refuses a post in a folder that is no category (contentlayer.config.ts)
  const categoryName = isBlogCategory(post.category) ? t(`categories.${post.category}.title`) : post.category;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: isoDate(post.date),
    dateModified: isoDate(post.updated ?? post.date),
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    keywords: tagNames.join(', '),
    articleSection: categoryName,
    author: { '@type': 'Organization', name: authorName },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
  };
  return (
    <article className="mx-auto max-w-3xl">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <header>
        <Link href={`/blog/${post.category}`} className="text-sm font-semibold text-cyan-800 underline dark:text-cyan-200">
          {categoryName}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          <time dateTime={isoDate(post.date)}>{t('publishedOn', { date: formatDate(post.date, locale) })}</time>
          {t('separator')}
          {t('readingTime', { minutes: post.readingMinutes })}
        </p>
        <ul aria-label={t('tags')} className="mt-3 flex flex-wrap gap-2">
          {tagNames.map((name, i) => (
            <li
              key={post.tags[i]}
              data-tag={post.tags[i]}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              #{name}
            </li>
          ))}
        </ul>
      </header>
      {toc.length ? (
        <nav aria-labelledby="toc-title" className="my-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="toc">
          <h2 id="toc-title" className="font-semibold">
            {t('toc')}
          </h2>
          <ol className="mt-2 space-y-1 text-sm">
            {toc.map((item) => (
              <li key={item.id} className={item.depth === 3 ? 'ml-4' : ''}>
                <a href={`#${item.id}`} className="text-cyan-800 underline dark:text-cyan-200">
                  {item.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div
        className="prose prose-slate max-w-none dark:prose-invert prose-a:text-cyan-800 dark:prose-a:text-cyan-200 prose-headings:scroll-mt-4"
        data-testid="post-body"
      >
        {postBody(post)}
      </div>
      <aside aria-label={t('writtenBy')} className="mt-10 rounded-xl bg-slate-50 p-5 dark:bg-slate-900" data-testid="author">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('writtenBy')}</p>
        <p className="font-semibold">{authorName}</p>
        {author ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{locale === 'ja' ? author.bioJa : author.bioEn}</p> : null}
      </aside>
      <div className="mt-8">
        <ShareButtons
          url={url}
          title={post.title}
          labels={{
            share: t('share'),
            x: t('shareOn', { network: 'X' }),
            facebook: t('shareOn', { network: 'Facebook' }),
            line: t('shareOn', { network: 'LINE' }),
            copy: t('copyLink'),
            copied: t('linkCopied'),
            failed: tc('copyFailed'),
          }}
        />
      </div>
      {related.length ? (
        <section aria-labelledby="related-title" className="mt-12" data-testid="related">
          <h2 id="related-title" className="mb-4 text-2xl font-semibold">
            {t('related')}
          </h2>
          <PostGrid>
            {related.map((p) => (
              <PostCard key={p._id} post={toSummary(p)} locale={locale} />
            ))}
          </PostGrid>
        </section>
      ) : null}
    </article>
  );
}
