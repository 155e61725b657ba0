import type { Messages } from 'next-intl';
import type { PresetId } from '@/lib/calculators/dosing';

/** The presets whose maker label the dosing messages translate (`Calculators.dosing.presetLabels`). */
export type LabelledPresetId = keyof Messages['Calculators']['dosing']['presetLabels'];

/** Those ids at run time: the type makes them exactly the messages' keys (a missing or extra id fails the type check). */
const LABELLED: Readonly<Record<LabelledPresetId, true>> = {
  'redsea-foundation-a': true,
  'redsea-foundation-b': true,
  'redsea-foundation-c': true,
  'aquaforest-component-1': true,
  'aquaforest-component-2': true,
  'aquaforest-component-3': true,
  'seachem-reef-carbonate': true,
  'seachem-reef-builder': true,
  'seachem-reef-advantage-mg': true,
  'salifert-magnesium': true,
  'rhf-recipe1-ca': true,
  'rhf-recipe1-alk': true,
};

/**
 * Whether the messages translate the preset's maker label, narrowing the id so that `presetLabels.${id}` type-checks
 * (en.json and ja.json have the same keys: messages/messages.test.ts).
 */
export const hasTranslatedLabel = (id: PresetId): id is LabelledPresetId => Object.hasOwn(LABELLED, id);
