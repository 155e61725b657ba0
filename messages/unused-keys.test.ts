import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';

/**
 * Finds message keys that no code uses. A key counts as used when a source file of app/, components/ or lib/
 * (tests left out) names it, with the namespaces that file works in:
 *
 * - literally: `t('title')` in a file whose scope includes `Calculators.saltmix` uses `Calculators.saltmix.title`;
 *   a full key (`t('Blog.title')` from a root translator) counts in any file; a list's items (`steps.0`, `steps.1`)
 *   count when the list (`steps`) is named;
 * - computed: a template literal `options.${key}.${value}` in that file uses the keys it can build, but only where
 *   every segment filled in (`ppt`, `volumeL`) is a word that occurs somewhere in the code. A key whose field,
 *   option or warning left the code is therefore reported too. Templates with no text of their own
 *   (`${prefix}${key}`) match nothing.
 *
 * A file's namespaces: every string in it that names a namespace of en.json (`useTranslations('Log.errors')`,
 * `getTranslations({ namespace: 'Hub' })`, `runtimeT(t, 'Units')`, `pickMessages(…, ['Log'])`), a template naming a
 * namespace's children (`Calculators.${slug}`, `Calculators.${slug}.method`), the folder a calculator's components live
 * in (components/calculators/<slug>/ works in `Calculators.<slug>`), and, for the kit itself
 * (components/calculators/kit/) and any other file calling its `useKitT()`, every calculator and every
 * `namespace: '…'` a screen built from the kit declares in the FormContext it provides (the log's forms).
 */

type Tree = { [k: string]: string | Tree };

const ROOT = join(import.meta.dirname, '..');
const SOURCE_DIRS = ['app', 'components', 'lib'];

/**
 * Keys that code reaches through a variable (`t(issue.key)`, `tu(unit)`), not through a string or template the scan
 * can pair with a namespace. Each entry is narrow: what its groups fill in must be a string in the files `from`
 * names (the schemas that raise an issue, the forms that name a unit), so a key whose code is gone is still found.
 */
const USED_ELSEWHERE: readonly { pattern: RegExp; from: RegExp; why: string }[] = [
  { pattern: /^Nav\.(\w+)$/, from: /^lib\/nav\.ts$/, why: "the menu's items (`key: 'blog'`), read by t(item.key)" },
  {
    pattern: /^Validation\.(\w+)$/,
    from: /^lib\/(calculators|log)\//,
    why: "issue keys the schemas raise (`message: 'tooLarge'`), read by useIssueText's tv(issue.key)",
  },
  {
    pattern: /^Units\.(\w+)\.(metric|imperial)$/,
    from: /^lib\/units\.ts$/,
    why: "a QuantityKind's unit per system, tu(`${kind}.${system}`)",
  },
  { pattern: /^Units\.(\w+)$/, from: /^(components|lib)\//, why: 'units named by fields and results (`unit="ppt"`), read by tu(unit)' },
  { pattern: /^Account\.errors\.(\w+)$/, from: /^lib\/account\//, why: 'the sign-in error codes lib/account maps Supabase errors to' },
  {
    pattern: /^Account\.profile\.(saveFailed|signedOut)$/,
    from: /^lib\/account\/actions\.ts$/,
    why: "saveProfile's error, shown by t(message)",
  },
  {
    pattern: /^Log\.transfer\.reasons\.(\w+)$/,
    from: /^lib\/(log|calculators)\//,
    why: 'why lib/log/import.ts refused a row: its own reasons or the issue key of the schema that refused it',
  },
];

function flatten(o: Tree, prefix = '', out: string[] = []): string[] {
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.push(prefix + k);
    else flatten(v, `${prefix}${k}.`, out);
  }
  return out;
}

function sourceFiles(): { path: string; text: string }[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => ({
        path: relative(ROOT, join(ROOT, dir, f))
          .split(sep)
          .join('/'),
        text: readFileSync(join(ROOT, dir, f), 'utf8'),
      })),
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Code without its comments (a word in a comment does not keep a key alive). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|\s)\/\/.*$/gm, '$1');

/**
 * The plain strings of a file ('…', "…", `…` without `${}`) and its templates with `${}` as regular expressions,
 * one group per `${}`. The strings inside a template's `${}` count too.
 */
function stringsOf(text: string, found = { literals: new Set<string>(), templates: [] as RegExp[] }) {
  for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const s = m[1] ?? m[2] ?? m[3] ?? '';
    if (m[3] === undefined || !s.includes('${')) {
      found.literals.add(s);
      continue;
    }
    const holes = /\$\{((?:[^{}]|\{[^{}]*\})*)\}/g;
    for (const hole of s.matchAll(holes)) stringsOf(hole[1], found);
    const parts = s.split(holes).filter((_, i) => i % 2 === 0);
    // text of its own besides dots, or it would match every key
    if (parts.some((p) => /\w/.test(p))) found.templates.push(new RegExp(`^${parts.map(escape).join('(.+?)')}$`));
  }
  return found;
}

describe('message keys', () => {
  const keys = flatten(en as unknown as Tree);
  const namespaces = new Set(
    keys.flatMap((k) =>
      k
        .split('.')
        .slice(0, -1)
        .map((_, i, all) => all.slice(0, i + 1).join('.')),
    ),
  );
  const childrenOf = (ns: string) => [...namespaces].filter((n) => n.startsWith(`${ns}.`) && !n.slice(ns.length + 1).includes('.'));
  const calculators = childrenOf('Calculators');
  const files = sourceFiles();
  const code = files.map((f) => withoutComments(f.text));
  // the words of the code and its strings whole ('25/4', a convention): what a computed key may be built from
  const words = new Set(code.flatMap((text) => [...(text.match(/[\w-]+/g) ?? []), ...stringsOf(text).literals]));
  // a screen built from the kit outside the calculators declares its namespace in the FormContext it provides
  const formFiles = files.filter((f) => /\bFormContext\b/.test(f.text));
  const kitNamespaces = [
    ...calculators,
    ...formFiles.flatMap((f) => [...f.text.matchAll(/\bnamespace:\s*['"]([\w.]+)['"]/g)].map((m) => m[1])),
  ];

  const elsewhere = USED_ELSEWHERE.map(({ pattern, from }) => ({
    pattern,
    strings: new Set(files.flatMap((f, i) => (from.test(f.path) ? [...stringsOf(code[i]).literals] : []))),
  }));

  const used = new Set<string>();
  /** templates by the namespace (with its dot) they are read in */
  const computed = new Map<string, Map<string, RegExp>>();
  for (const [i, file] of files.entries()) {
    const { literals, templates } = stringsOf(code[i]);
    const scope = new Set<string>(['']);
    for (const s of literals) if (namespaces.has(s)) scope.add(s);
    for (const t of templates) for (const ns of namespaces) if (t.test(ns)) scope.add(ns);
    const folder = /^components\/calculators\/([\w-]+)\//.exec(file.path)?.[1];
    if (folder && namespaces.has(`Calculators.${folder}`)) scope.add(`Calculators.${folder}`);
    else if (file.path.startsWith('components/calculators/kit/') || /\buseKitT\(\)/.test(file.text))
      for (const ns of kitNamespaces) scope.add(ns);

    for (const ns of scope) {
      const prefix = ns ? `${ns}.` : '';
      for (const s of literals) used.add(prefix + s);
      const inNamespace = computed.get(prefix) ?? new Map<string, RegExp>();
      for (const template of templates) inNamespace.set(template.source, template);
      computed.set(prefix, inNamespace);
    }
  }

  /** the key fits the pattern, and every part the pattern leaves open is a word of the code */
  const builds = (pattern: RegExp, key: string) => {
    const m = pattern.exec(key);
    return m !== null && m.slice(1).every((filled) => words.has(filled) || filled.split('.').every((segment) => words.has(segment)));
  };
  const isComputed = (key: string) => {
    const segments = key.split('.');
    return segments.some((_, i) => {
      const rest = segments.slice(i).join('.');
      const templates = computed.get(
        segments
          .slice(0, i)
          .map((s) => `${s}.`)
          .join(''),
      );
      return templates !== undefined && [...templates.values()].some((template) => builds(template, rest));
    });
  };
  const isUsed = (key: string) => {
    // a list's items (`steps.0`) are read through the list's key
    const list = key.replace(/(\.\d+)+$/, '');
    return (
      used.has(key) ||
      used.has(list) ||
      isComputed(key) ||
      isComputed(list) ||
      elsewhere.some(({ pattern, strings }) => {
        const m = pattern.exec(key);
        return m !== null && m.slice(1).every((filled) => strings.has(filled));
      })
    );
  };

  it('are all used by the code', () => {
    const unused = keys.filter((k) => !isUsed(k));
    expect(
      unused,
      `${unused.length} message key(s) in messages/en.json that no code in ${SOURCE_DIRS.join(', ')} uses: delete them from ` +
        'en.json and ja.json, or, if a key is reached in a way this test cannot see, add it to USED_ELSEWHERE in ' +
        `messages/unused-keys.test.ts with the reason:\n${unused.map((k) => `  ${k}`).join('\n')}\n`,
    ).toEqual([]);
  });

  it('finds a key that nothing uses', () => {
    // the scan itself: keys no code names or builds are reported, keys it names or builds are not
    expect(isUsed('Blog.noSuchKeyInAnyFile')).toBe(false);
    expect(isUsed('Calculators.saltmix.fields.noSuchField')).toBe(false);
    expect(isUsed('Units.noSuchUnit')).toBe(false);
    expect(isUsed('Common.loading')).toBe(true);
    expect(isUsed('Calculators.saltmix.fields.volumeL.adjust')).toBe(true);
    // keys the kit builds from data through lib/i18n/runtime-key.ts: a preset's id, a kit's form
    expect(isUsed('CalculatorKit.tankPresets.names.noSuchPreset')).toBe(false);
    expect(isUsed('CalculatorKit.tankPresets.names.jp60')).toBe(true);
    expect(isUsed('CalculatorKit.converter.forms.noSuchForm')).toBe(false);
    expect(isUsed('CalculatorKit.converter.forms.no3n')).toBe(true);
    // a list's items, read through messageList in the calculator shell
    expect(isUsed('Calculators.dilution.method.notes.0')).toBe(true);
  });

  it('whitelists only what still keeps a key', () => {
    const stale = USED_ELSEWHERE.filter((_, i) => !keys.some((k) => !used.has(k) && !isComputed(k) && elsewhere[i].pattern.test(k)));
    expect(stale.map((e) => e.why)).toEqual([]);
  });
});
