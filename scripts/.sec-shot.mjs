import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
const msgs = [];
p.on('console', m => msgs.push(`${m.type()}: ${m.text().slice(0,200)}`));
p.on('pageerror', e => msgs.push(`pageerror: ${e.message}`));
for (const path of process.argv.slice(2)) {
  msgs.length = 0;
  const r = await p.goto('http://localhost:3470' + path);
  await p.waitForTimeout(800);
  const h1 = await p.locator('h1').first().textContent().catch(() => null);
  const viol = await p.evaluate(() => window.__v ?? null);
  console.log(path, r.status(), 'h1=', h1, '| lang=', await p.getAttribute('html', 'lang'), '\n   ', msgs.join('\n    '));
}
await b.close();
