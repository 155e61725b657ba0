/**
 * The baseline of the load bench: node:http serving the same prerendered HTML as `next start`, from memory,
 * with the same public paths (`/` ← en.html, `/ja/x` ← ja/x.html, `/x` ← en/x.html). No proxy, no headers
 * beyond Content-Type and Content-Length: the floor of what a Node process can do on this machine.
 *   node scripts/bench/static-server.mjs <distDir> <port>      (prints "ready <n> pages" when listening)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const LOCALES = ['en', 'ja'];
const DEFAULT_LOCALE = 'en';

function* htmlFiles(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(full);
    else if (e.name.endsWith('.html')) yield full;
  }
}

/** Public paths of the prerendered pages, as next-intl's `as-needed` prefix serves them. */
export function loadPages(distDir) {
  const appDir = join(distDir, 'server', 'app');
  const pages = new Map();
  for (const file of htmlFiles(appDir)) {
    const route = `/${relative(appDir, file)
      .split(sep)
      .join('/')
      .replace(/\.html$/, '')}`;
    const [, locale, ...rest] = route.split('/');
    if (!LOCALES.includes(locale)) continue;
    const tail = rest.length ? `/${rest.join('/')}` : '';
    const path = locale === DEFAULT_LOCALE ? tail || '/' : `/${locale}${tail}`;
    pages.set(path, readFileSync(file));
  }
  return pages;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [distDir, port] = process.argv.slice(2);
  const pages = loadPages(distDir);
  const notFound = Buffer.from('Not Found');
  createServer((req, res) => {
    const body = pages.get((req.url ?? '/').split('?')[0]);
    res.writeHead(body ? 200 : 404, {
      'content-type': body ? 'text/html; charset=utf-8' : 'text/plain',
      'content-length': (body ?? notFound).length,
    });
    res.end(body ?? notFound);
  }).listen(Number(port), 'localhost', () => console.log(`ready ${pages.size} pages`));
}
