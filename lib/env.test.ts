import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(url: string | undefined, key: string | undefined) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', url ?? '');
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', key ?? '');
  return import('./env');
}

describe('env', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is unconfigured without both values', async () => {
    expect((await load(undefined, undefined)).supabaseConfig).toBeNull();
    expect((await load('https://x.supabase.co', undefined)).isSupabaseConfigured).toBe(false);
    expect((await load(undefined, 'key')).isSupabaseConfigured).toBe(false);
  });

  it('refuses a URL that is not http(s)', async () => {
    expect((await load('x.supabase.co', 'key')).supabaseConfig).toBeNull();
    expect((await load('javascript:alert(1)', 'key')).supabaseConfig).toBeNull();
  });

  it('reads a project, without a trailing slash', async () => {
    expect((await load('https://x.supabase.co/', ' key ')).supabaseConfig).toEqual({ url: 'https://x.supabase.co', anonKey: 'key' });
    expect((await load('http://127.0.0.1:54329', 'k')).isSupabaseConfigured).toBe(true);
  });
});
