import type { ReactNode } from 'react';

export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</p> : null}
      {children}
    </div>
  );
}
