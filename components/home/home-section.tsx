import type { ReactNode } from 'react';

export function HomeSection({ id, title, text, children }: { id: string; title: string; text?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 sm:mt-16">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {text ? <p className="mt-2 mb-4 text-slate-700 sm:mb-6 dark:text-slate-300">{text}</p> : null}
      {children}
    </section>
  );
}
