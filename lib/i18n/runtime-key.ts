import type { createTranslator, MessageKeys, Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';

/** Every namespace of messages/en.json (the AppConfig messages type of global.d.ts), e.g. `Units`, `Calculators.dosing`. */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
/** Every message (a string, not a namespace) of messages/en.json, by its full dotted key. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
/** The translator of `useTranslations()` / `await getTranslations()` without a namespace (client and server alike). */
export type RootTranslator = ReturnType<typeof createTranslator<Messages>>;

type Values = Record<string, string | number>;

/** A translator for keys built at run time: callers may narrow `K` to what they can name. */
export interface RuntimeT<K extends string = string> {
  (key: K, values?: Values): string;
  has: (key: K) => boolean;
}

/**
 * The one boundary between message keys that exist only at run time and next-intl's typed translator. Everything
 * else calls `useTranslations('<Namespace>')` / `getTranslations(…)` with keys the compiler checks; where a key typed
 * wider than the messages may be absent, `hasMessage` below narrows it first, without a cast.
 *
 * Why the cast cannot be avoided: next-intl types a key as the union of the literal paths of en.json, so it accepts
 * only a key the compiler can spell out. Some keys are data: the namespace of the kit's fields is the calculator in
 * context (`Calculators.<slug>` or a screen's own, e.g. `Log.form`), an option or warning key comes from a schema or a
 * compute function, a unit is "a key of Units, or literal text", a list's items are `<list>.0`, `<list>.1`, ….
 * Callers keep every part they can typed (the namespace here); the tests check the rest:
 * components/calculators/kit/message-keys.test.ts (the keys the kit builds, and the literal names its forms write, exist in en.json and ja.json),
 * messages/unused-keys.test.ts and messages/messages.test.ts.
 *
 * `namespace` omitted: keys are full paths. What a missing key shows is next-intl's own fallback, as with any key.
 */
export function runtimeT(t: RootTranslator, namespace?: MessageNamespace): RuntimeT {
  const full = (key: string) => (namespace ? `${namespace}.${key}` : key) as MessageKey;
  return Object.assign((key: string, values?: Values) => t(full(key), values), { has: (key: string) => t.has(full(key)) });
}

/**
 * The strings of a list message (`["a", "b"]` in messages/*.json), read item by item: the build precompiles messages
 * (next.config.ts `precompile`), so a list is not an array at run time and `t.raw` would not return one; next-intl's
 * types do not offer a list's items as keys either (they are not strings), hence the runtime translator.
 */
export function messageList(t: RuntimeT, key: string): string[] {
  const items: string[] = [];
  while (t.has(`${key}.${items.length}`)) items.push(t(`${key}.${items.length}`));
  return items;
}

/**
 * `t.has` for a key typed wider than the messages (an issue message, why a row was refused, a unit only some parameters
 * have): whether `namespace`, read from the provider's messages (`useMessages().Log.errors`), has `key`, and if so `key`
 * narrowed to that namespace's keys, so `t(key)` type-checks without a cast (and fails to if the narrowed keys include
 * a nested namespace). Only presence is checked, as `t.has` does: the build precompiles messages (next.config.ts), so a
 * message at run time is not always a string.
 */
export function hasMessage<Namespace extends object, Key extends string>(namespace: Namespace, key: Key): key is Key & keyof Namespace {
  return Object.hasOwn(namespace, key);
}
