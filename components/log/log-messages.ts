import type { MessageKeys, Messages } from 'next-intl';

/** A form-level message of the log (Log.errors): what FormAlert and StorageNotices show. */
export type LogErrorKey = MessageKeys<Messages['Log']['errors'], keyof Messages['Log']['errors']>;

/**
 * The message namespaces the log's page hands to its client components (app/[locale]/log/page.tsx). The log's
 * components read `useMessages()` typed as every message, so a namespace missing here would fail only in the
 * browser; log-messages.test.ts walks the log's imports and checks that every namespace they read is in this list.
 */
export const LOG_NAMESPACES = [
  'Log',
  'Account.logSync',
  'Validation',
  'Units',
  'CalculatorKit',
  'Common',
  // a tank's ICP tests (components/icp)
  'Icp',
  // the tank's livestock (components/collection, loaded when opened)
  'Collection',
  // a tank's journal posts (components/journal, loaded when opened)
  'Journal',
  // the care schedule (components/schedule): the due list, the tasks, the calendar
  'Schedule',
  // "Copy readings" in the share panel (components/public/copy-readings.tsx)
  'PublicShare',
  // the dosing screen's product names, label translations and sources, for the dose form's presets
  'Calculators.dosing.options.additiveId',
  // their short names, for the dose advice and the entry list (lib/log/entry-text.ts)
  'Calculators.dosing.productNames',
  'Calculators.dosing.presetLabels',
  'Calculators.dosing.presetSources',
  // the salinity screen's SG scales, for the test form, the import's preview and the re-read (one list, one set of labels)
  'Calculators.salinity.options.sgConvention',
] as const;
