import { feedResponse } from '@/lib/blog/feed-response';

export const dynamic = 'force-static';

/** /feed.xml: the English posts. */
export const GET = () => feedResponse('en');
