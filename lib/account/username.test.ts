import { describe, expect, it } from 'vitest';
import { readUsernameClaim } from './username';

describe('readUsernameClaim', () => {
  it('reads each answer of claim_username', () => {
    expect(readUsernameClaim('ok', null)).toEqual({ ok: true });
    expect(readUsernameClaim('taken', null)).toEqual({ ok: false, field: 'usernameTaken' });
    expect(readUsernameClaim('invalid', null)).toEqual({ ok: false, field: 'usernameFormat' });
    expect(readUsernameClaim('signed_out', null)).toEqual({ ok: false, error: 'signedOut' });
  });

  it('fails closed: an error or an unknown answer never lets the profile save', () => {
    expect(readUsernameClaim(null, { code: 'PGRST202', message: 'Could not find the function' })).toEqual({
      ok: false,
      error: 'saveFailed',
    });
    expect(readUsernameClaim('ok', { message: 'fetch failed' })).toEqual({ ok: false, error: 'saveFailed' });
    expect(readUsernameClaim(undefined, null)).toEqual({ ok: false, error: 'saveFailed' });
    expect(readUsernameClaim({ status: 'ok' }, null)).toEqual({ ok: false, error: 'saveFailed' });
  });
});
