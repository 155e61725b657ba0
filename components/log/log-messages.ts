import type { MessageKeys, Messages } from 'next-intl';

/** A form-level message of the log (Log.errors): what FormAlert and StorageNotices show. */
export type LogErrorKey = MessageKeys<Messages['Log']['errors'], keyof Messages['Log']['errors']>;

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
