/**
 * What React hydrates on a page: after load, walks React's fiber tree from the document's root and counts the host
 * elements (an element React created a fiber for and matched against the server's HTML) in the header, the footer,
 * `<main>` and elsewhere, and the component fibers (function, class, forwardRef and memo components). An element
 * inside a `dangerouslySetInnerHTML` block has no fiber, so static markup is not counted.
 * Prints, asserts nothing. Standalone (without paths: HYDRATED_PATHS below):
 *   node scripts/bench/hydrated.mjs http://localhost:3000 /reef-calculator/salinity /ja/reef-calculator/salinity [--width=412]
 * The fiber tags read are React 19's (ReactWorkTags): 0 function, 1 class, 11 forwardRef, 14 memo, 15 simple memo,
 * 5 host component, 26 hoistable (a <link> or <meta> React places in <head>), 27 singleton (<html>, <head>, <body>).
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const COMPONENT_TAGS = [0, 1, 11, 14, 15];
const HOST_TAGS = [5, 26, 27];

/** In the page: counts per region, found from the fiber on the document (hydrateRoot's container). */
function countFibers({ componentTags, hostTags }) {
  const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
  if (!key) return null;
  const counts = { header: 0, footer: 0, main: 0, other: 0, components: 0 };
  const stack = [document[key]];
  while (stack.length) {
    const fiber = stack.pop();
    if (!fiber) continue;
    if (componentTags.includes(fiber.tag)) counts.components += 1;
    if (hostTags.includes(fiber.tag) && fiber.stateNode instanceof Element) {
      const region = fiber.stateNode.closest('header, footer, main');
      counts[region ? region.localName : 'other'] += 1;
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return counts;
}

/** Loads each path on `base` at `width` px and returns its counts (null where React had not hydrated the page). */
export async function countHydrated(base, paths, { width = 412 } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const rows = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      // hydration has finished when React has attached its container key and the page is idle
      await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer$')), null, {
        timeout: 30_000,
      });
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
      const counts = await page.evaluate(countFibers, { componentTags: COMPONENT_TAGS, hostTags: HOST_TAGS });
      if (!counts) throw new Error(`${path}: React's root was not found on the document`);
      rows.push({ path, ...counts });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The pages `npm run bench -- --only=hydrated` counts: every kind of page with the header and footer. */
export const HYDRATED_PATHS = [
  '/',
  '/reef-calculator/salinity',
  '/ja/reef-calculator/salinity',
  '/reef-calculator/par-distribution',
  '/ja/blog',
];

/** Prints the counts as a table; `rows` may hold the floor's page too (its `path` names it). */
export function printHydrated(rows, { width = 412, log = console.log } = {}) {
  log(`hydrated host elements and component fibers, ${width} px wide`);
  log('| page | header | footer | main | other | all elements | components |');
  log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const all = r.header + r.footer + r.main + r.other;
    log(`| ${r.path} | ${r.header} | ${r.footer} | ${r.main} | ${r.other} | ${all} | ${r.components} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const width = Number(args.find((a) => a.startsWith('--width='))?.slice('--width='.length) ?? 412);
  const [base = 'http://localhost:3000', ...paths] = args.filter((a) => !a.startsWith('--'));
  countHydrated(base, paths.length ? paths : HYDRATED_PATHS, { width })
    .then((rows) => printHydrated(rows, { width }))
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    });
}
