import { getTranslations } from 'next-intl/server';

type Values = Record<string, string | number>;
export interface LooseServerT {
  (key: string, values?: Values): string;
  raw: (key: string) => unknown;
  has: (key: string) => boolean;
}

/** Server translations by computed key (calculator slugs, categories, option values). */
export async function getLooseT(namespace: string, locale?: string): Promise<LooseServerT> {
  const t = locale ? await getTranslations({ locale: locale as 'en' }) : await getTranslations();
  const fn = ((key: string, values?: Values) => t(`${namespace}.${key}` as never, values as never)) as LooseServerT;
  fn.raw = (key) => t.raw(`${namespace}.${key}` as never);
  fn.has = (key) => t.has(`${namespace}.${key}` as never);
  return fn;
}
