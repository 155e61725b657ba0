import type { Due } from '@/lib/schedule/due';
import type { FeedText } from '@/lib/schedule/feed';

/** The event texts of the calendar (download and subscription): the task and its tank, the note and a link to the log. */
export function feedText(summary: (d: Due) => string, link: string): FeedText {
  return { summary, description: (d) => [d.task.note ?? '', link].filter(Boolean).join('\n\n') };
}
