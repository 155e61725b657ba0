import { getTranslations } from 'next-intl/server';

type Values = Record<string, string | number>;
export interface LooseServerT {
  (key: string, values?: Values): string;
  has: (key: string) => boolean;
  /** The strings of a list message (`["a", "b"]` in messages/*.json), read item by item: the build precompiles
   * messages (next.config.ts), so a list is not an array at run time and `t.raw` would not return one. */
  list: (key: string) => string[];
}

/** Server translations by computed key (calculator slugs, categories, option values). */
export async function getLooseT(namespace: string, locale?: string): Promise<LooseServerT> {
  const t = locale ? await getTranslations({ locale: locale as 'en' }) : await getTranslations();
  const fn = ((key: string, values?: Values) => t(`${namespace}.${key}` as never, values as never)) as LooseServerT;
  fn.has = (key) => t.has(`${namespace}.${key}` as never);
  fn.list = (key) => {
    const items: string[] = [];
    while (fn.has(`${key}.${items.length}`)) items.push(fn(`${key}.${items.length}`));
    return items;
  };
  return fn;
}
