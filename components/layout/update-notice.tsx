import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';

export const UPDATE_NOTICE_ID = 'update-notice';

/**
 * The "new version — reload" notice, rendered on the server with no script of its own: an empty live region and
 * its hidden content, which lib/offline/register.ts copies into the region when a new build of the site is
 * waiting. Pages therefore ship no JavaScript for it before they are interactive.
 */
export async function UpdateNotice() {
  const t = await getTranslations('Offline');
  return (
    <>
      <div
        id={UPDATE_NOTICE_ID}
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-tooltip flex justify-center px-4"
      />
      <div id={`${UPDATE_NOTICE_ID}-content`} hidden>
        <div className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
          <p>{t('updateAvailable', { site: site.name })}</p>
          <button
            type="button"
            data-update-reload
            className="rounded-md bg-cyan-700 px-3 py-1.5 font-semibold text-white hover:bg-cyan-800 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200"
          >
            {t('reload')}
          </button>
        </div>
      </div>
    </>
  );
}
