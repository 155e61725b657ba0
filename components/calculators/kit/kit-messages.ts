'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { runtimeT, type RuntimeT } from '@/lib/i18n/runtime-key';
import { useFormStore } from './calculator-context';

export type { KitNamespace } from './types';

/*
 * Keys the kit reads under its namespace, by section. Which namespace is known only at run time (the form in
 * context), and many keys are data (an option value, a warning a compute raises, a list's rows), so they are plain
 * strings; message-keys.test.ts checks them against en.json and ja.json: every input of every screen has its
 * `fields.<path>`, every choice its `options.<name>.<value>`, and every literal field, group, list and result name
 * written in a form or results component has its message.
 */
/** A field's key under `fields` (`volumeL`, `value.ppt`, `devices.watts`, `targets.ph.low`). */
export type FieldKey = string;
/** A set of choices under `options` (`parameter`, `foodType`, …); its members are the option values. */
export type OptionsKey = string;
/** A heading under `groups`. */
export type GroupKey = string;
/** A list of rows: its heading under `groups` and its button under `addRow`. */
export type ListKey = string;
/** A result's key under `results`. */
export type ResultKey = string;

/** How a result is named: its `<output name>` and, unless `labelKey` says otherwise, its label under `results`. */
export interface ResultNaming<N extends string = string> {
  name: N;
  labelKey?: ResultKey;
}

/** The result's key under `results`: its labelKey, else its name. */
export const resultKeyOf = (naming: ResultNaming): string => naming.labelKey ?? naming.name;

/** The translator of the form in context: keys relative to its namespace (`fields.volumeL`, `results.totalWaterL`). */
export type KitT = RuntimeT;

/** Strings of the form in context: a calculator's `Calculators.<slug>`, or the log forms' `Log.form`. */
export function useKitT(): KitT {
  const { namespace } = useFormStore();
  const t = useTranslations();
  return useMemo(() => runtimeT(t, namespace), [t, namespace]);
}
