import { z } from 'zod';

/** Public environment, read once. Supabase is optional: without it the site runs and sign-in says so. */
const publicEnv = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url().optional().catch(undefined),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(1).optional().catch(undefined),
});

const parsed = publicEnv.parse({
  // Written out so that Next inlines them into client bundles.
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || undefined,
});

export const supabaseConfig =
  parsed.NEXT_PUBLIC_SUPABASE_URL && parsed.NEXT_PUBLIC_SUPABASE_ANON_KEY
    ? { url: parsed.NEXT_PUBLIC_SUPABASE_URL, anonKey: parsed.NEXT_PUBLIC_SUPABASE_ANON_KEY }
    : null;

export const isSupabaseConfigured = supabaseConfig !== null;
