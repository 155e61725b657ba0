import { createClient } from '@supabase/supabase-js';
import { revalidatePath } from 'next/cache';
import { supabaseConfig } from '@/lib/env';
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
    revalidate: (path) => revalidatePath(path),
    limiter,
    now: Date.now,
  });
}
