import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
const errs = [];
p.on('pageerror', e => errs.push(e.message + ' @ ' + (e.stack||'').split('\n').slice(1,3).join(' ')));
const slugs = ['dosing','salinity','saltmix','nutrients','dilution','volume','thickness','running-cost','par-distribution'];
const junks = ['{','null','[]','"x"', JSON.stringify({v:1,draft:'x'}), JSON.stringify({v:99,draft:{}}), '{"v":1,"draft":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}}', 'x'.repeat(200000)];
for (const slug of slugs) for (const [j, junk] of junks.entries()) {
  errs.length = 0;
  await p.goto('http://localhost:3470/robots.txt');
  await p.evaluate(([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }, [`reefcalc:calc:${slug}:v1`, junk]);
  await p.goto(`http://localhost:3470/reef-calculator/${slug}`);
  await p.waitForTimeout(700);
  const h1 = await p.locator('h1').first().textContent();
  if (errs.length || /couldn/.test(h1)) console.log(slug, j, h1, errs);
}
for (const [k, v] of [['reefcalc:units:v1','{"v":1,"system":42}'],['reefcalc:system-volume:v1','NaN'],['reefcalc:system-volume:v1','-5'],['reefcalc:system-volume:v1','{}'],['reefcalc:system-volume:v1','1e309'],['reefcalc-theme','dark; }']]) {
  errs.length = 0;
  await p.goto('http://localhost:3470/robots.txt');
  await p.evaluate(([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }, [k, v]);
  await p.goto(`http://localhost:3470/reef-calculator/dosing`);
  await p.waitForTimeout(700);
  const h1 = await p.locator('h1').first().textContent();
  if (errs.length || /couldn/.test(h1)) console.log(k, v, h1, errs);
}
console.log('done');
await b.close();
