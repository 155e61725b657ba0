import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
await p.addInitScript(() => { window.__csp=[]; document.addEventListener('securitypolicyviolation', e => window.__csp.push([e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, e.columnNumber, e.sample].join(' | '))); });
for (const path of process.argv.slice(2)) {
  await p.goto('http://localhost:3470' + path); await p.waitForTimeout(1500);
  console.log(path, await p.evaluate(() => window.__csp));
}
await b.close();
