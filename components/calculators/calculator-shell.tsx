import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CalculatorSlug } from '@/lib/calculators/registry';
import { IntentLink } from '@/components/layout/intent-link';
import { pickMessages } from '@/lib/i18n/pick';
import { messageList, runtimeT } from '@/lib/i18n/runtime-key';
import { PendingScript } from './kit/pending-script';

/** Strings a screen shares with another: the consumption planner names the dosing screen's products and sources. */
const BORROWED: Partial<Record<CalculatorSlug, readonly string[]>> = {
  consumption: ['Calculators.dosing.options.additiveId', 'Calculators.dosing.presetSources', 'Calculators.dosing.presetLabels'],
};

/** Title, intro, the calculator (client), and "How this is calculated" with the formula and its sources. */
export async function CalculatorShell({ slug, children }: { slug: CalculatorSlug; children: ReactNode }) {
  const [t, root, tk, tn, messages] = await Promise.all([
    getTranslations('Calculators'),
    getTranslations(),
    getTranslations('CalculatorKit'),
    getTranslations('Nav'),
    getMessages(),
  ]);
  // lists are read item by item (lib/i18n/runtime-key.ts messageList)
  const lists = runtimeT(root, `Calculators.${slug}.method`);
  const method = {
    summary: t(`${slug}.method.summary`),
    formula: t(`${slug}.method.formula`),
    notes: messageList(lists, 'notes'),
    sources: messageList(lists, 'sources'),
  };
  return (
    <article>
      <nav aria-label={tk('breadcrumb')} className="mb-4 text-sm">
        {/* On a phone it is the page's only link in view: prefetching it on sight was the load's only router work. */}
        <IntentLink href="/reef-calculator" className="text-cyan-800 underline dark:text-cyan-200">
          {tn('calculators')}
        </IntentLink>
        <span aria-hidden="true" className="mx-2 text-slate-500 dark:text-slate-400">
          /
        </span>
        <span aria-current="page">{t(`${slug}.title`)}</span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`${slug}.title`)}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t(`${slug}.intro`)}</p>
      <PendingScript />
      <NextIntlClientProvider
        messages={pickMessages(messages, [
          `Calculators.${slug}`,
          ...(BORROWED[slug] ?? []),
          'CalculatorKit',
          'Validation',
          'Units',
          'Common',
        ])}
      >
        {children}
      </NextIntlClientProvider>
      <section
        aria-labelledby="method-title"
        className="mt-12 [content-visibility:auto] [contain-intrinsic-size:auto_900px] rounded-xl border border-slate-200 p-6 dark:border-slate-700"
      >
        <h2 id="method-title" className="text-xl font-semibold">
          {tk('howCalculated')}
        </h2>
        <p className="mt-3 text-slate-800 dark:text-slate-200">{method.summary}</p>
        {/* Wrapped rather than scrolled sideways on a phone. */}
        <pre className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-4 text-sm leading-relaxed text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          <code>{method.formula}</code>
        </pre>
        {method.notes.length ? (
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
            {method.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
        <h3 className="mt-6 font-semibold">{tk('sources')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {method.sources.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
