import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';

/** Public pages without a Supabase project: said plainly, with a 200 and nothing to read. */
export async function AccountsOff() {
  const t = await getTranslations('PublicPages');
  return (
    <div data-testid="public-accounts-off">
      <PageHeader title={t('offTitle')} intro={t('offText')} />
    </div>
  );
}

// kept in lib/public/page-text.ts, where the client islands (the community's follow list) can import them too
export { formatPublicDate, formatVolume } from '@/lib/public/page-text';

export const linkClass = 'font-semibold text-cyan-800 underline dark:text-cyan-200';
