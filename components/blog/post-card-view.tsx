import { stripLocalePrefix } from '@/lib/account/return-path';
import { isoDate } from '@/lib/format';
import { IntentLink } from '@/components/layout/intent-link';

/** Presentation of a post in a list; used by server lists and by "Load More" in the browser. */
export function PostCardView({
  url,
  title,
  summary,
  date,
  dateText,
  categoryName,
  readingText,
  separator,
  headingLevel = 3,
}: {
  url: string;
  title: string;
  summary: string;
  date: string;
  dateText: string;
  categoryName: string;
  readingText: string;
  /** between the date and the reading time: " · ", or ・ on /ja (Blog.separator) */
  separator: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li
      className="relative flex flex-col rounded-xl border border-slate-200 p-5 hover:border-cyan-600 dark:border-slate-700 dark:hover:border-cyan-400"
      data-testid="post-card"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-cyan-800 dark:text-cyan-200">{categoryName}</p>
      <Heading className="mt-1 text-lg font-semibold">
        <IntentLink href={stripLocalePrefix(url).path} className="after:absolute after:inset-0">
          {title}
        </IntentLink>
      </Heading>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <time dateTime={isoDate(date)}>{dateText}</time>
        {separator}
        {readingText}
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{summary}</p>
    </li>
  );
}
