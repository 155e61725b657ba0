import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/layout/providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { routing } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick';
import { site } from '@/lib/site';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));
// Unknown values answer 404 at once instead of rendering and caching a page per guessed URL.
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'en', namespace: 'Home' });
  return {
    metadataBase: new URL(site.url),
    title: { template: `%s | ${site.name}`, default: site.name },
    description: t('metaDescription'),
    applicationName: site.name,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
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
        <a href="#main" className="sr-only z-modal rounded bg-cyan-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickMessages(messages, ['Common', 'NotFound', 'Error'])}>
          <Providers>
            <SiteHeader locale={locale} />
            <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
              {children}
            </main>
            <SiteFooter locale={locale} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
