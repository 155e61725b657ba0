import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { converterForms, type ConverterParameter } from '@/lib/calculators/kit-reading';
import { calculators, type CalculatorSlug } from '@/lib/calculators/registry';
import { ERR } from '@/lib/calculators/schema-kit';
import { TANK_PRESETS } from '@/lib/calculators/tank-presets';
import { routing } from '@/lib/i18n/routing';
import { doseSchema, tankSchema, testSchema, waterChangeSchema } from '@/lib/log/schema';
import { KIT_FORMS } from '@/lib/units';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { screens } from '@/lib/calculators/screens';
import type { KitNamespace } from './types';

/**
 * The keys lib/i18n/runtime-key.ts receives at run time exist in both languages. The kit types them as plain strings
 * (kit-messages.ts): which namespace is the form in context, and many keys are data (a schema's inputs and choices,
 * a tank preset's id, a kit's forms, a validation issue, a list's items). These tests check them all, and the literal
 * names the forms and results write.
 */

type Tree = { [k: string]: unknown };
const LOCALES = { en, ja } as const satisfies Record<(typeof routing.locales)[number], unknown>;

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
/** A message, or a group of messages (a field with variants: `value.ppt`, `value.sg`, …). */
const isMessageOrGroup = (v: unknown) => typeof v === 'string' || (v !== null && typeof v === 'object' && !Array.isArray(v));

/** zod's own description of a schema (`schema._zod.def`, what zod/v4/core documents for library authors). */
type Def = {
  type: string;
  shape?: Tree;
  entries?: Tree;
  innerType?: unknown;
  element?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
};
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Every input of a schema by its draft path (a list's rows as one: `devices.watts`), with the values of a choice. */
function inputsOf(schema: unknown, path = '', out = new Map<string, readonly string[] | null>()) {
  const def = defOf(schema);
  if (!def) return out;
  const join = (k: string) => (path ? `${path}.${k}` : k);
  if (def.type === 'object') for (const [k, v] of Object.entries(def.shape ?? {})) inputsOf(v, join(k), out);
  else if (def.type === 'enum') out.set(path, Object.values(def.entries ?? {}).map(String));
  else if (def.type === 'pipe') [def.in, def.out].forEach((s) => inputsOf(s, path, out));
  else if (def.type === 'array') inputsOf(def.element, path, out);
  else if (def.type === 'union') def.options?.forEach((s) => inputsOf(s, path, out));
  else if (def.innerType)
    inputsOf(def.innerType, path, out); // optional, default, nullable, …
  else if (def.type !== 'transform' && !out.has(path)) out.set(path, null);
  return out;
}

/** The schemas whose inputs each kit namespace labels: each calculator's screen (lib/calculators/screens.ts), the log's forms. */
const SCREENS: Partial<Record<KitNamespace, readonly unknown[]>> = {
  'Log.form': [testSchema('25/25'), doseSchema, waterChangeSchema(100), tankSchema],
};
for (const { slug } of calculators) SCREENS[`Calculators.${slug}`] = [screens[slug].schema];

/** Inputs no field shows: what the screen derives from other fields, or a setting it holds for the form. */
const NOT_FIELDS: Partial<Record<KitNamespace, readonly string[]>> = {
  'Calculators.consumption': ['strengthPerMlPerL', 'dosedRise'], // from the label fields and the dosed product
  'Calculators.dosing': ['strengthPerMlPerL'], // from the label fields
  'Log.form': ['alkalinityUnit'], // the tank's unit, not a field of the form
};

/** Choices whose labels the form passes itself (SelectField's `label`), checked against where it takes them from. */
const LABELLED_ELSEWHERE: Partial<Record<KitNamespace, Record<string, string>>> = {
  'Calculators.par-distribution': { 'fixtures.type': 'Calculators.par-distribution.presets' },
  // products are named by the dosing screen's messages (calculator-shell.tsx BORROWED, the log's own provider)
  'Calculators.consumption': {
    additiveId: 'Calculators.dosing.options.additiveId',
    dosedAdditiveId: 'Calculators.dosing.options.additiveId',
  },
  // the SG scales: the salinity screen's labels (test-form.tsx passes them as the options' labels)
  'Log.form': { additiveId: 'Calculators.dosing.options.additiveId', sgConvention: 'Calculators.salinity.options.sgConvention' },
};

/**
 * The literal names a form or results component writes, by the section of its namespace they are read from: the
 * key types of kit-messages.ts are plain strings, so this is where a misspelled `name="volumL"` fails.
 * `<Tag … name="x" … labelKey="y" …/>`: the key is labelKey, else name; only literal strings are read.
 */
const KEYED_TAGS: Record<string, (attrs: Record<string, string>) => string[]> = {
  NumberField: (a) => [`fields.${a.labelKey ?? a.name}`],
  SelectField: (a) => [`fields.${a.labelKey ?? a.name}`],
  SegmentedField: (a) => [`fields.${a.labelKey ?? a.name}`],
  ToggleField: (a) => [`fields.${a.labelKey ?? a.name}`],
  TextField: (a) => [`fields.${a.labelKey ?? a.name}`],
  DateField: (a) => [`fields.${a.labelKey ?? a.name}`],
  FieldGroup: (a) => (a.titleKey ? [`groups.${a.titleKey}`] : []),
  ListField: (a) => [`groups.${a.name}`, `addRow.${a.name}`],
  ResultValue: (a) => [`results.${a.labelKey ?? a.name}`],
  ResultText: (a) => [`results.${a.labelKey ?? a.name}`],
};

/** Each literal key written in the .tsx files of `dir`, with the file it is in. */
function literalKeys(dir: string): { file: string; key: string }[] {
  const out: { file: string; key: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/<([A-Z][A-Za-z]+)\b([\s\S]*?)\/?>/g)) {
      const keys = KEYED_TAGS[m[1]];
      if (!keys) continue;
      const attrs = Object.fromEntries([...m[2].matchAll(/\b(name|labelKey|titleKey)="([^"]+)"/g)].map((a) => [a[1], a[2]]));
      // a name or label key built at run time: the schema's inputs above cover it
      if ((!attrs.name && !attrs.titleKey) || (/\blabelKey=\{/.test(m[2]) && !attrs.labelKey)) continue;
      for (const key of keys(attrs)) out.push({ file, key });
    }
  }
  return out;
}

const SOURCE_DIRS: [KitNamespace, string][] = [
  ...calculators.map(({ slug }): [KitNamespace, string] => [`Calculators.${slug}`, `components/calculators/${slug}`]),
  ['Log.form', 'components/log'],
];

const NAMESPACES = Object.keys(SCREENS).filter((k): k is KitNamespace => k in SCREENS);

describe.each(Object.entries(LOCALES))('runtime message keys in %s', (_locale, messages) => {
  it('has a kit namespace for every calculator of the registry, and one for each screen built from the kit', () => {
    const slugs: readonly CalculatorSlug[] = calculators.map((c) => c.slug);
    expect([...NAMESPACES].sort()).toEqual([...slugs.map((s) => `Calculators.${s}`), 'Log.form'].sort());
    for (const ns of NAMESPACES) expect(isMessageOrGroup(at(messages, `${ns}.fields`)), ns).toBe(true);
  });

  it.each(NAMESPACES)('%s labels every input its schemas declare, and every value of a choice', (ns) => {
    const inputs = new Map((SCREENS[ns] ?? []).flatMap((s) => [...inputsOf(s)]));
    expect(inputs.size).toBeGreaterThan(0);
    const skipped = NOT_FIELDS[ns] ?? [];
    const unlabelled = [...inputs.keys()].filter(
      (path) => !skipped.includes(path) && !isMessageOrGroup(at(messages, `${ns}.fields.${path}`)),
    );
    expect(unlabelled, `inputs of ${ns} with no fields.<path>`).toEqual([]);
    for (const path of skipped) expect(inputs.has(path), `${ns}: NOT_FIELDS names ${path}, no input`).toBe(true);

    for (const [path, values] of inputs) {
      if (!values || skipped.includes(path)) continue;
      // SelectField and SegmentedField read options.<name>.<value> (the name's last part: `salt.frequency` → frequency)
      const own = `${ns}.options.${path.split('.').pop()}`;
      const elsewhere = LABELLED_ELSEWHERE[ns]?.[path];
      const missing = values.filter(
        (v) => typeof at(messages, `${own}.${v}`) !== 'string' && (!elsewhere || typeof at(messages, `${elsewhere}.${v}`) !== 'string'),
      );
      expect(missing, `${ns}: values of ${path} with no label in ${own}${elsewhere ? ` or ${elsewhere}` : ''}`).toEqual([]);
    }
  });

  it('names every tank preset', () => {
    const unnamed = TANK_PRESETS.filter((p) => typeof at(messages, `CalculatorKit.tankPresets.names.${p.id}`) !== 'string');
    expect(unnamed.map((p) => p.id)).toEqual([]);
  });

  it("names every form a kit converter offers, in either locale's order", () => {
    const kitParameters = Object.keys(KIT_FORMS).filter((k): k is keyof typeof KIT_FORMS => k in KIT_FORMS);
    const parameters: ConverterParameter[] = [...kitParameters, 'salinity'];
    const forms = new Set(parameters.flatMap((p) => routing.locales.flatMap((l) => converterForms(p, l, ''))));
    expect(forms.size).toBeGreaterThan(10);
    expect([...forms].filter((f) => typeof at(messages, `CalculatorKit.converter.forms.${f}`) !== 'string')).toEqual([]);
  });

  it('has the Validation messages useIssueText falls back to', () => {
    const keys = [...Object.values(ERR), 'tooSmallExclusive', 'tooLargeExclusive', 'invalid'];
    expect(keys.filter((k) => typeof at(messages, `Validation.${k}`) !== 'string')).toEqual([]);
  });

  it("has each calculator's method sources (and notes, when given) as lists, read item by item", () => {
    for (const { slug } of calculators) {
      const sources = at(messages, `Calculators.${slug}.method.sources`);
      expect(Array.isArray(sources) && sources.length > 0 && sources.every((s) => typeof s === 'string'), `${slug} sources`).toBe(true);
      const notes = at(messages, `Calculators.${slug}.method.notes`);
      if (notes !== undefined) expect(Array.isArray(notes) && notes.every((s) => typeof s === 'string'), `${slug} notes`).toBe(true);
    }
  });
  it.each(SOURCE_DIRS)('%s has a message for every literal field, group, list and result name its components write', (ns, dir) => {
    const found = literalKeys(dir);
    expect(found.length).toBeGreaterThan(0);
    const missing = found.filter(({ key }) => !isMessageOrGroup(at(messages, `${ns}.${key}`))).map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});
