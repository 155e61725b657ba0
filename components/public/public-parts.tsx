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

/**
 * A section of the tank page below its first screen (trends, livestock, ICP, journal): the browser skips its style,
 * layout and paint until it scrolls near (`content-visibility: auto`; its content stays in the accessibility tree and
 * in find-in-page), which is most of the page's rendering work while it loads (docs/performance.md "Public tank
 * page"). The height until then is a guess; `auto` keeps the real one once it has been drawn.
 */
export const laterSectionClass = 'mb-10 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]';
