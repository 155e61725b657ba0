import { expect, test } from '@playwright/test';
import { collectConsoleErrors, readSitemap, siteName } from './helpers';

const T = {
  en: {
    blog: 'Blog',
    all: 'All Categories',
    loadMore: 'Load More Posts',
    failed: 'Failed to load blog posts',
    failedText: 'There was an error loading the blog posts. Please try again later.',
    postNotFound: 'Blog Not Found',
    categoryNotFound: 'Category Not Found',
    copied: 'Link copied to clipboard!',
    copyLink: 'Copy link',
    toc: 'Contents',
    minRead: /\d+ min read/,
    category: 'Water chemistry',
    otherOnly: 'This article is only available in Japanese.',
  },
  ja: {
    blog: 'ブログ',
    all: 'すべてのカテゴリー',
    loadMore: '記事をもっと見る',
    failed: '記事を読み込めませんでした',
    failedText: '記事の読み込み中にエラーが発生しました。時間をおいて、もう一度お試しください。',
    postNotFound: '記事が見つかりません',
    categoryNotFound: 'カテゴリーが見つかりません',
    copied: 'リンクをコピーしました',
    copyLink: 'リンクをコピー',
    toc: '目次',
    minRead: /約\d+分で読めます/,
    category: '水質',
    otherOnly: 'この記事は英語版のみです。',
  },
} as const;

const POST = '/blog/water-chemistry/salinity-specific-gravity-refractometer';
const JA_ONLY = '/blog/water-chemistry/hijuu-1023-explained';

for (const locale of ['en', 'ja'] as const) {
  const p = locale === 'ja' ? '/ja' : '';
  const t = T[locale];

  test.describe(`blog (${locale})`, () => {
    test('the list shows each post once, featured first, and Load More appends the rest', async ({ page }) => {
      await page.goto(`${p}/blog`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.blog);
      const res = await page.request.get(`/api/blog/${locale}`);
      const { posts } = (await res.json()) as { posts: { url: string; featured: boolean }[] };
      const others = posts.filter((x) => !x.featured);
      expect(others.length).toBeLessThan(posts.length);
      const latest = page.getByTestId('latest-posts');
      await expect(latest.getByTestId('post-card')).toHaveCount(Math.min(others.length, 6));
      const cardLinks = () => page.getByTestId('post-card').getByRole('heading').getByRole('link');
      const listed = await cardLinks().evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(new Set(listed).size, `no post twice: ${listed.join(', ')}`).toBe(listed.length);
      expect(listed.length).toBe(posts.length - others.length + Math.min(others.length, 6));
      const button = latest.getByRole('button', { name: t.loadMore });
      if (others.length <= 6) {
        await expect(button).toHaveCount(0);
        return;
      }
      await button.click();
      await expect(latest.getByTestId('post-card')).toHaveCount(Math.min(others.length, 12));
      await expect(button).toHaveCount(others.length > 12 ? 1 : 0);
      const all = await cardLinks().evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(new Set(all).size).toBe(all.length);
    });

    // Only the Japanese list has more than one page of posts that are not featured.
    if (locale === 'ja') {
      test('a failed Load More says so and can retry', async ({ page }) => {
        await page.goto(`${p}/blog`);
        await page.route('**/api/blog/**', (route) => route.abort());
        await page.getByRole('button', { name: t.loadMore }).click();
        const alert = page.getByTestId('load-error');
        await expect(alert).toContainText(t.failed);
        await expect(alert).toContainText(t.failedText);
        await page.unroute('**/api/blog/**');
        await alert.getByRole('button').click();
        await expect(page.getByTestId('load-error')).toHaveCount(0);
        await expect(page.getByTestId('latest-posts').getByTestId('post-card')).not.toHaveCount(6);
      });
    }

    test('the list prefetches a post or category when the visitor points at it or focuses it, not when it comes into view', async ({
      page,
    }) => {
      const prefetched: string[] = [];
      page.on('request', (r) => {
        const h = r.headers();
        if (h['next-router-prefetch'] || h['next-router-segment-prefetch']) prefetched.push(new URL(r.url()).pathname);
      });
      await page.goto(`${p}/blog`);
      // The header's links still prefetch on sight: once the hub's has, the page has hydrated.
      await expect.poll(() => prefetched.includes(`${p}/reef-calculator`), { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(1_500); // what else comes into view would have prefetched by now
      const cardLinks = page.getByTestId('post-card').getByRole('heading').getByRole('link');
      const [first, second] = await cardLinks.evaluateAll((as) => as.slice(0, 2).map((a) => a.getAttribute('href') ?? ''));
      expect(
        prefetched.filter((x) => x.startsWith(`${p}/blog/`)),
        'no post or category prefetched on sight',
      ).toEqual([]);

      await cardLinks.first().hover();
      await expect.poll(() => prefetched.includes(first), { message: `hovering prefetches ${first}` }).toBe(true);
      await cardLinks.nth(1).focus();
      await expect.poll(() => prefetched.includes(second), { message: `focusing prefetches ${second}` }).toBe(true);
      const category = page.getByTestId('category-filter').getByRole('link', { name: t.category });
      await category.hover();
      await expect.poll(() => prefetched.includes(`${p}/blog/water-chemistry`)).toBe(true);

      await cardLinks.nth(1).press('Enter');
      await expect(page).toHaveURL((u) => u.pathname === second);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the category filter leads to a category page with only its posts', async ({ page }) => {
      await page.goto(`${p}/blog`);
      const filter = page.getByTestId('category-filter');
      await expect(filter.getByRole('link', { name: t.all })).toHaveAttribute('aria-current', 'page');
      await filter.getByRole('link', { name: t.category }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/blog/water-chemistry$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.category);
      const cards = page.getByTestId('post-card');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const href of await cards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toContain('/blog/water-chemistry/');
      }
    });

    test('a post has its date, reading time, TOC anchors, author, related posts and JSON-LD', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`${p}${POST}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('article header')).toContainText(t.minRead);
      // tags in the reader's language, not the front matter's slugs
      await expect(page.locator('article header [data-tag="specific-gravity"]')).toHaveText(
        locale === 'ja' ? '#比重' : '#specific gravity',
      );
      await expect(page.locator('article header time')).toHaveText(locale === 'ja' ? /^26\/09\/03/ : /^Published 09\/03\/26/);
      const toc = page.getByTestId('toc');
      await expect(toc.getByRole('heading', { name: t.toc })).toBeVisible();
      const anchors = await toc.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(anchors.length).toBeGreaterThan(2);
      for (const href of anchors) await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`)).toHaveCount(1);
      await toc.getByRole('link').nth(1).click();
      await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(anchors[1]);
      await expect(page.getByTestId('author')).toBeVisible();
      await expect(page.getByTestId('related').getByTestId('post-card').first()).toBeVisible();
      await expect(page.locator('[data-calculator-link="salinity"]')).toHaveAttribute('href', `${p}/reef-calculator/salinity`);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
      expect(ld['@type']).toBe('BlogPosting');
      expect(ld.inLanguage).toBe(locale);
      expect(ld.datePublished).toBe('2026-09-03');
      for (const net of ['x', 'facebook', 'line'])
        await expect(page.locator(`[data-share="${net}"]`)).toHaveAttribute('href', /salinity-specific-gravity-refractometer/);
      expect(errors.take()).toEqual([]);
    });

    test('Copy link confirms and puts the URL on the clipboard', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${p}${POST}`);
      await page.getByRole('button', { name: t.copyLink }).click();
      await expect(page.getByTestId('share').getByRole('status')).toHaveText(t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${p}${POST}`);
    });

    test('unknown posts and categories answer 404 with their messages', async ({ page }) => {
      const post = await page.goto(`${p}/blog/water-chemistry/no-such-post`);
      expect(post?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.postNotFound);
      const cat = await page.goto(`${p}/blog/no-such-category`);
      expect(cat?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.categoryNotFound);
    });

    test('the feed is RSS of this language', async ({ page, request }) => {
      const res = await request.get(locale === 'ja' ? '/ja/feed.xml' : '/feed.xml');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/rss+xml');
      const xml = await res.text();
      await page.setContent('<p></p>');
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length,
          lang: doc.querySelector('channel > language')?.textContent,
          items: [...doc.querySelectorAll('item > link')].map((l) => l.textContent ?? ''),
        };
      }, xml);
      expect(parsed.error).toBe(0);
      expect(parsed.lang).toBe(locale);
      expect(parsed.items.length).toBeGreaterThanOrEqual(8);
      for (const link of parsed.items) expect(new URL(link).pathname.startsWith(`${p}/blog/`)).toBe(true);
    });
  });
}

test('every post is in the sitemaps, with alternates only where both languages exist', async ({ request }) => {
  const en = await readSitemap(request, 'en');
  const ja = await readSitemap(request, 'ja');
  const { posts: enPosts } = (await (await request.get('/api/blog/en')).json()) as { posts: { url: string }[] };
  const { posts: jaPosts } = (await (await request.get('/api/blog/ja')).json()) as { posts: { url: string }[] };
  for (const post of enPosts) expect(en.map((e) => e.path)).toContain(post.url);
  for (const post of jaPosts) expect(ja.map((e) => e.path)).toContain(post.url);
  const jaOnly = ja.find((e) => e.path === `/ja${JA_ONLY}`)!;
  expect(jaOnly).toBeTruthy();
  expect(Object.keys(jaOnly.alternates).sort()).toEqual(['ja', 'x-default']);
  expect(en.map((e) => e.path)).not.toContain(JA_ONLY);
  const both = en.find((e) => e.path === POST)!;
  expect(Object.keys(both.alternates).sort()).toEqual(['en', 'ja', 'x-default']);
});

test('a post written in Japanese only offers Japanese at its English address', async ({ page }) => {
  await page.goto(JA_ONLY);
  await expect(page.getByTestId('other-language-only')).toContainText(T.en.otherOnly);
  // No English title exists: the address names the page.
  await expect(page).toHaveTitle(`Hijuu 1023 Explained | ${siteName}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Read it in Japanese' }).click();
  await expect(page).toHaveURL(new RegExp(`/ja${JA_ONLY}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('比重');
});

test('the home page shows the latest three posts', async ({ page }) => {
  await page.goto('/ja');
  const cards = page.locator('#blog-title ~ ul [data-testid="post-card"]');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('比重');
});
