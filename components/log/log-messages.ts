import type { MessageKeys, Messages } from 'next-intl';

/** A form-level message of the log (Log.errors): what FormAlert and StorageNotices show. */
export type LogErrorKey = MessageKeys<Messages['Log']['errors'], keyof Messages['Log']['errors']>;
