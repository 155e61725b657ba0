'use client';

import { useTranslations, type MessageKeys, type Messages, type NestedKeyOf } from 'next-intl';
import { useMemo } from 'react';
import type { CalculatorSlug } from '@/lib/calculators/registry';
import { runtimeT, type RuntimeT } from '@/lib/i18n/runtime-key';
import { useCalculatorContext } from './calculator-context';

/**
 * The messages namespaces a screen built from the kit reads its fields, results and warnings from: a calculator's
 * own (`Calculators.<slug>`), or one another screen names in its state (the log forms: `Log.form`).
 */
export type KitNamespace = `Calculators.${CalculatorSlug}` | 'Log.form';

/** The messages of every kit namespace, one member per namespace. */
type KitMessages = Messages['Calculators'][CalculatorSlug] | Messages['Log']['form'];
/** The message keys (strings, not groups) under a messages object, per member of a union. */
type Leaves<T> = T extends unknown ? MessageKeys<T, NestedKeyOf<T>> : never;
/** A section (`fields`, `results`, …) of those kit namespaces that have it. */
type Section<S extends string, M = KitMessages> = M extends { [K in S]: infer V } ? V : never;

/**
 * A field's key under `fields` in some kit namespace (`volumeL`, `value.ppt`, `devices.watts`, `targets.ph.low`):
 * which namespace is known only at run time, so a field of another calculator passes the compiler; a misspelled one
 * does not. message-keys.test.ts checks each calculator's inputs against its own namespace.
 */
export type FieldKey = Leaves<Section<'fields'>>;
/** A field with variants (`value`: `value.ppt`, `value.sg`, …; `current`: `current.calcium`, …). */
export type FieldGroupKey = FieldKey extends infer K ? (K extends `${infer G}.${string}` ? G : never) : never;
/**
 * A variant of a field group whose last part is data (`value.${unit}` with the unit the visitor chose): the group is
 * checked, the variant only by the tests. A key the compiler can spell out is a FieldKey.
 */
export type FieldVariant = `${FieldGroupKey}.${string}`;
/** A set of choices under `options` (`parameter`, `foodType`, …); its members are the option values. */
export type OptionsKey = Section<'options'> extends infer O ? (O extends unknown ? keyof O & string : never) : never;
/** A heading under `groups`. */
export type GroupKey = Leaves<Section<'groups'>>;
/** A list of rows: its heading under `groups` and its button under `addRow`. */
export type ListKey = Leaves<Section<'addRow'>> & GroupKey;
/** A result's key under `results` in some calculator's messages. */
export type ResultKey = Leaves<Section<'results'>>;

/** `true` for a string type built from data (`string`, `${string}.thicknessMm`), `false` for literals. */
type IsWide<S extends string> = Record<string, never> extends Record<S, 1> ? true : false;

/**
 * How a result is named: its `<output name>` and, unless `labelKey` says otherwise, its label under `results`.
 * A name the compiler can spell out must be a result key (`weightWaterKg` is not: it is labelled `weight.waterKg`);
 * a name built from a plain string (`${panel}.thicknessMm`) passes, unchecked. Generic in the name, like LabelProps.
 */
export type ResultNaming<N extends string> =
  { name: N; labelKey: ResultKey } | { name: N extends ResultKey ? N : IsWide<N> extends true ? N : ResultKey; labelKey?: undefined };

/** The result's key under `results`: its labelKey, else its name. */
export const resultKeyOf = <N extends string>(naming: ResultNaming<N>): string => naming.labelKey ?? naming.name;

/**
 * The keys the kit reads from a kit namespace, by section. The props that name them are checked (LabelProps,
 * ResultNaming, GroupKey, ListKey); the parts after `options.<key>.`, `results.`, `warnings.` and `errors.` are
 * data (an option value, a result named from data, a warning or issue key a compute or schema raises) or may be absent
 * (`help`, a screen's own `invalidHint`, warnings and errors): the kit asks `has` first, or the tests check them.
 */
export type KitKey =
  | `fields.${FieldKey | FieldVariant}`
  | `help.${FieldKey | FieldVariant}`
  | `options.${OptionsKey | FieldKey | FieldVariant}.${string}`
  | `results.${string}`
  | `groups.${GroupKey}`
  | `addRow.${ListKey}`
  | `warnings.${string}`
  | `errors.${string}`
  | 'invalidHint';

/** The translator of the calculator in context (kit-messages.ts: keys by section, namespace from the context). */
export type KitT = RuntimeT<KitKey>;

/** Strings of the current calculator (`Calculators.<slug>`), or of the namespace a screen built from the kit names. */
export function useKitT(): KitT {
  const calc = useCalculatorContext();
  const namespace: KitNamespace = calc.messages === undefined ? `Calculators.${calc.slug}` : calc.messages;
  const t = useTranslations();
  return useMemo(() => runtimeT(t, namespace), [t, namespace]);
}
