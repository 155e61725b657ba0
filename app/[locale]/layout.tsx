import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/layout/providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UpdateNotice } from '@/components/layout/update-notice';
import { routing } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick';
import { manifestPath } from '@/lib/offline/manifest';
import { site } from '@/lib/site';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));
// No `dynamicParams = false` here: Next applies a layout's to every page below, and the public pages (/u/…) are
// cached on their first visit (docs/public-pages.md). Pages with their own params (blog, calculators) set it themselves.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: asked } = await params;
  const locale = hasLocale(routing.locales, asked) ? asked : 'en';
  const t = await getTranslations({ locale, namespace: 'Home' });
  return {
    metadataBase: new URL(site.url),
    title: { template: `%s | ${site.name}`, default: site.name },
    description: t('metaDescription'),
    applicationName: site.name,
    // Installable in each language (lib/offline/manifest.ts); icons drawn from app/icon.svg by scripts/icons.mjs.
    manifest: manifestPath(locale),
    appleWebApp: { capable: true, title: site.name, statusBarStyle: 'default' },
    // Listing icons here replaces the link Next makes from app/icon.svg, so the favicon is named too.
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }, apple: '/icons/apple-touch-icon.png' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: site.colors.light },
    { media: '(prefers-color-scheme: dark)', color: site.colors.dark },
  ],
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations('Common'), getMessages()]);
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-modal rounded bg-cyan-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickMessages(messages, ['Common', 'NotFound', 'Error'])}>
          <Providers>
            <SiteHeader locale={locale} />
            <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
              {children}
            </main>
            <SiteFooter locale={locale} />
            <UpdateNotice />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
