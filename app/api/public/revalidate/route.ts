import { createClient } from '@supabase/supabase-js';
import { revalidatePath, revalidateTag } from 'next/cache';
import { supabaseConfig } from '@/lib/env';
import { cardTagOfPath } from '@/lib/public/card-cache';
import { COMMUNITY_TAG } from '@/lib/public/community-cache';
import { photoCache } from '@/lib/public/photo-cache';
import { handleRevalidate, REVALIDATE_LIMITS } from '@/lib/public/revalidate-handler';
import { RateLimiter } from '@/lib/schedule/rate-limit';
import { fetchWithTimeout } from '@/lib/security/deadline';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const limiter = new RateLimiter(REVALIDATE_LIMITS);

/** The cached public pages of the calling keeper are rendered again on their next visit (docs/public-pages.md). */
export async function POST(request: Request) {
  return handleRevalidate(request, {
    client: (token) =>
      supabaseConfig
        ? createClient(supabaseConfig.url, supabaseConfig.anonKey, {
            auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
            global: { headers: { Authorization: `Bearer ${token}` }, fetch: fetchWithTimeout() },
          })
        : null,
    revalidate: (path) => {
      revalidatePath(path);
      // a photo of a share switched off answers 404 at once from this server (lib/public/photo-cache.ts)
      photoCache.clear();
      // the listing's data is cached apart from its page (lib/public/community-cache.ts); expire it at once
      if (path.endsWith('/community')) revalidateTag(COMMUNITY_TAG, { expire: 0 });
      // so is a share's drawn social card (lib/public/card-cache.ts), kept by the share's tag
      const card = cardTagOfPath(path);
      if (card) revalidateTag(card, { expire: 0 });
    },
    limiter,
    now: Date.now,
  });
}
