/**
 * Public environment, read once. Supabase is optional: without it the site runs and sign-in says so.
 * Checked by hand rather than with zod: the header's account menu imports this on every page, and zod would
 * add about 25 kB (gzipped) to every visitor's JavaScript.
 */

// Written out so that Next inlines them into client bundles.
const rawUrl = process.env.NEXT_PUBLIC_SUPABASE_URL || undefined;
const rawKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || undefined;

/** The value if it is an absolute http(s) URL, else undefined. */
function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? value.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

const url = httpUrl(rawUrl);
const anonKey = rawKey?.trim() || undefined;

export const supabaseConfig = url && anonKey ? { url, anonKey } : null;

export const isSupabaseConfigured = supabaseConfig !== null;
