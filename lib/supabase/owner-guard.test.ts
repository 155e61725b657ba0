import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGED_ERROR, jwtSubject, OWNER_HEADER, ownerGuardedFetch } from './owner-guard';

const token = (sub: string | null) =>
  ['e30', Buffer.from(JSON.stringify(sub ? { sub, role: 'authenticated' } : { role: 'anon' })).toString('base64url'), 'sig'].join('.');
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('requests named for one account', () => {
  it('reads the subject of a token', () => {
    expect(jwtSubject(token(A))).toBe(A);
    expect(jwtSubject(token(null))).toBeNull();
    expect(jwtSubject('not a token')).toBeNull();
    expect(jwtSubject(undefined)).toBeNull();
  });

  it("go out with that account's token, without the naming header", async () => {
    const base = vi.fn<typeof fetch>(() => Promise.resolve(new Response('[]')));
    const guarded = ownerGuardedFetch(base);
    await guarded('http://x/rest/v1/log_tanks', { headers: { Authorization: `Bearer ${token(A)}`, [OWNER_HEADER]: A } });
    expect(base).toHaveBeenCalledTimes(1);
    const sent = new Headers(base.mock.calls[0][1]!.headers);
    expect(sent.get(OWNER_HEADER)).toBeNull();
    expect(sent.get('authorization')).toBe(`Bearer ${token(A)}`);
  });

  it("are never sent with another account's token, nor the anonymous key after a sign-out elsewhere", async () => {
    const base = vi.fn(() => Promise.resolve(new Response('[]')));
    const guarded = ownerGuardedFetch(base);
    for (const bearer of [token(B), token(null)]) {
      await expect(
        guarded('http://x/rest/v1/log_tanks', { headers: { Authorization: `Bearer ${bearer}`, [OWNER_HEADER]: A } }),
      ).rejects.toMatchObject({
        name: ACCOUNT_CHANGED_ERROR,
      });
    }
    expect(base).not.toHaveBeenCalled();
  });

  it('leave every other request alone', async () => {
    const base = vi.fn(() => Promise.resolve(new Response('{}')));
    await ownerGuardedFetch(base)('http://x/auth/v1/token', { headers: { Authorization: `Bearer ${token(B)}` } });
    expect(base).toHaveBeenCalledTimes(1);
  });
});
