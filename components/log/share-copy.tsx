'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CopyReadings } from '@/components/public/copy-readings';
import { runtimeT } from '@/lib/i18n/runtime-key';
import { getPathname } from '@/lib/i18n/navigation';
import { getLogDb } from '@/lib/log/accounts';
import { listEntries } from '@/lib/log/repo';
import { latestOfTests, PUBLIC_SHARE, readingsLine } from '@/lib/public/readings-line';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * "Copy readings" in the log's share panel: the line is made on click from the tank's tests in this browser's log (the
 * same line the public page copies), with the public page's address. docs/public-pages.md "Copy the readings".
 */
export function ShareCopyReadings(props: { userId: string; tankId: string; tankName: string; username: string; slug: string }) {
  const t = useTranslations();
  const locale = useLocale();
  async function read() {
    const { db } = await getLogDb(props.userId);
    const tests = (await listEntries(db, props.tankId)).filter((e) => e.kind === 'test');
    const url = absoluteUrl(getPathname({ locale, href: `/u/${props.username}/${props.slug}` }));
    return readingsLine({ tankName: props.tankName, readings: latestOfTests(tests), url }, locale, runtimeT(t, PUBLIC_SHARE));
  }
  return <CopyReadings read={read} />;
}
