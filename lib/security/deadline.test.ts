import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineError, fetchWithTimeout, withDeadline } from './deadline';

describe('withDeadline', () => {
  it('passes a prompt result through', async () => {
    await expect(withDeadline(Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('x')), 50)).rejects.toThrow('x');
  });

  it('gives up on a slow one', async () => {
    await expect(withDeadline(new Promise(() => {}), 30)).rejects.toBeInstanceOf(DeadlineError);
  });
});

describe('fetchWithTimeout', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    // answers /fast at once and never answers anything else (a black-holed service)
    server = createServer((req, res) => (req.url === '/fast' ? res.end('ok') : undefined));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('answers normally, and aborts a request that hangs', async () => {
    const f = fetchWithTimeout(1000);
    expect(await (await f(`${url}/fast`)).text()).toBe('ok');
    const started = Date.now();
    await expect(f(`${url}/hang`)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("keeps the caller's own signal", async () => {
    const own = new AbortController();
    const pending = fetchWithTimeout(5000)(`${url}/hang`, { signal: own.signal });
    own.abort();
    await expect(pending).rejects.toThrow();
  });
});
