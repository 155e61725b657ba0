import Image from 'next/image';
import type { ComponentProps, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { isCalculatorSlug } from '@/lib/calculators/registry';

type CalloutType = 'note' | 'tip' | 'warning';
const CALLOUT_CLASS: Record<CalloutType, string> = {
  note: 'border-sky-500 bg-sky-50 dark:bg-sky-950',
  tip: 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950',
  warning: 'border-amber-500 bg-amber-50 dark:bg-amber-950',
};

async function Callout({ type = 'note', children }: { type?: CalloutType; children: ReactNode }) {
  const t = await getTranslations('Blog');
  const kind = type in CALLOUT_CLASS ? type : 'note';
  return (
    <aside
      className={`not-prose my-6 rounded-r-lg border-l-4 p-4 text-slate-900 dark:text-slate-100 ${CALLOUT_CLASS[kind]}`}
      data-callout={kind}
    >
      <p className="mb-1 font-semibold">{t(`callout.${kind}`)}</p>
      <div className="space-y-2 [&_a]:underline">{children}</div>
    </aside>
  );
}

/** A card to a calculator by registry slug (an unknown slug fails the content build). */
async function CalculatorLink({ slug }: { slug: string }) {
  const [t, tb] = await Promise.all([getTranslations('Calculators'), getTranslations('Blog')]);
  if (!isCalculatorSlug(slug)) return null;
  return (
    <Link
      href={`/reef-calculator/${slug}`}
      className="not-prose my-6 flex items-center justify-between gap-4 rounded-xl border border-cyan-600 bg-cyan-50 p-4 no-underline hover:bg-cyan-100 dark:border-cyan-400 dark:bg-cyan-950 dark:hover:bg-cyan-900"
      data-calculator-link={slug}
    >
      <span>
        <span className="block text-xs font-semibold uppercase tracking-wide text-cyan-800 dark:text-cyan-200">{tb('calculator')}</span>
        <span className="block text-lg font-semibold text-slate-900 dark:text-white">{t(`${slug}.title`)}</span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">{t(`${slug}.description`)}</span>
      </span>
      <span aria-hidden="true" className="text-2xl text-cyan-800 dark:text-cyan-200">
        →
      </span>
    </Link>
  );
}

function Anchor({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link href={href.replace(/^\/ja(?=\/)/, '')} {...rest} />;
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <a href={href} rel="noopener noreferrer" {...rest} />;
}

function Img({ src = '', alt = '' }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !src) return null;
  return (
    <Image src={src} alt={alt} width={1200} height={675} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-lg" />
  );
}

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={typeof props.title === 'string' ? props.title : undefined}>
      <table {...props} />
    </div>
  );
}

export const mdxComponents = { Callout, CalculatorLink, a: Anchor, img: Img, table: Table };
