import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { dateTimeFormat } from '@/lib/intl-cache';
import { formatNumber } from '@/lib/number-text';

/** Public pages without a Supabase project: said plainly, with a 200 and nothing to read. */
export async function AccountsOff() {
  const t = await getTranslations('PublicPages');
  return (
    <div data-testid="public-accounts-off">
      <PageHeader title={t('offTitle')} intro={t('offText')} />
    </div>
  );
}

/**
 * A date as a visitor of that language reads it. The server knows no visitor's time zone: Japanese pages use Japan's,
 * English pages UTC.
 */
export const formatPublicDate = (iso: string, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeZone: locale === 'ja' ? 'Asia/Tokyo' : 'UTC' }).format(new Date(iso));

export const formatVolume = (volumeL: number, locale: string) =>
  formatNumber(volumeL, locale, Number.isInteger(volumeL) ? 'litresInText' : 'litresTenth');

export const linkClass = 'font-semibold text-cyan-800 underline dark:text-cyan-200';
