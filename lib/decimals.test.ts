import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// TypeScript's JavaScript API (the copy installed for ESLint; TypeScript 7 ships none): a syntax tree finds a decimal
// count split over lines or behind a ternary, which a regular expression would miss.
import ts from 'typescript-for-lint';
import { describe, expect, it } from 'vitest';

/**
 * Every decimal count a screen shows comes from the precision table (lib/calculators/precision.ts, docs/methods.md
 * "Precision"), never a number written where the value is formatted. This scans app/, components/ and lib/ (tests
 * and the table itself aside) for a numeric literal in a decimal count: `.toFixed(…)`, `minimum/maximumFractionDigits`,
 * the decimals of formatNumber/formatFixed/formatLogNumber, and the decimals of any helper that passes its own
 * parameter on to one of those (`const ppt = (x, d) => formatNumber(x, locale, d)` makes `ppt(v, 1)` a count too).
 * `toPrecision` is left out: it counts significant digits, used to clean float noise from a stored number.
 */
const ROOT = path.resolve(__dirname, '..');
const DIRS = ['app', 'components', 'lib'];
const TABLE = 'lib/calculators/precision.ts';

/** Literals that are not a displayed quantity's decimals, each with why. Matched by file and the call's source text. */
const ALLOWED: { file: string; code: string; reason: string }[] = [
  ...['sx(p.x).toFixed(1)', 'sy(p.y).toFixed(1)'].map((code) => ({
    file: 'components/calculators/kit/line-chart.tsx',
    code,
    reason: 'SVG path coordinates in user units: a tenth is below a pixel',
  })),
  ...['geo.sx(p.t).toFixed(1)', 'geo.sy(p.value).toFixed(1)'].map((code) => ({
    file: 'components/log/trend-chart.tsx',
    code,
    reason: 'SVG path coordinates in user units: a tenth is below a pixel',
  })),
  {
    file: 'components/calculators/par-distribution/fixture-handles.tsx',
    code: '(Math.min(1, Math.max(0, v / of)) * 100).toFixed(3)',
    reason: 'a CSS left/top percentage that places a fixture handle',
  },
  {
    file: 'lib/collection/par-map.ts',
    code: '(input.waterDepthCm - p.heightCm).toFixed(6)',
    reason: 'a depth cleaned of float rounding noise before it is computed with, never shown',
  },
  {
    file: 'components/calculators/par-distribution/heat-map.tsx',
    code: '(MAX_HEIGHT_REM * ratio).toFixed(3)',
    reason: 'a CSS max-width in rem for the map',
  },
  {
    file: 'components/calculators/par-distribution/map-legend.tsx',
    code: '(Math.min(1, Math.max(0, v / max)) * 100).toFixed(2)',
    reason: 'a CSS percentage that places a legend tick',
  },
  {
    file: 'lib/calculators/par-distribution/color-scale.ts',
    code: '((k / (PALETTE.length - 1)) * 100).toFixed(1)',
    reason: 'a CSS gradient stop of the PAR colour scale',
  },
  ...['(Math.round(v / step) * step).toFixed(6)', 'next.toFixed(6)', '(k * stepCm).toFixed(6)'].map((code) => ({
    file: 'lib/calculators/par-distribution/map-geometry.ts',
    code,
    reason: 'grid coordinates in cm cleaned of float noise; never shown as they are',
  })),
  {
    file: 'lib/calculators/running-cost/export.ts',
    code: 'x.toFixed(6)',
    reason: 'numbers in the exported file, for a spreadsheet to read: full value with float noise trimmed',
  },
  ...['n(x.device, d - 1)', 'n(x.hand, d - 1)', 'n(a.targetLevel, d - 1)'].map((code) => ({
    file: 'components/log/dose-advice.tsx',
    code,
    reason: 'one decimal fewer than the level, whose count d comes from the precision table: an offset, not a count',
  })),
  {
    file: 'components/log/tank-form.tsx',
    code: 'v.toFixed(d + 2)',
    reason: 'field text two decimals beyond the target row it is given, so a converted target types back unchanged',
  },
];

/** Functions whose decimals argument is at this index (methods: `.toFixed(decimals)`). */
const FORMATTERS: Record<string, number> = { formatNumber: 2, formatFixed: 2, formatLogNumber: 2, formatDisplayNumber: 2 };
const METHODS: Record<string, number> = { toFixed: 0 };
const FRACTION_DIGITS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : files(full);
    return /\.(?:ts|tsx|mts)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const hasLiteral = (node: ts.Node): boolean =>
  ts.isNumericLiteral(node) || ts.forEachChild(node, (c) => hasLiteral(c) || undefined) === true;
const mentions = (node: ts.Node, name: string): boolean =>
  (ts.isIdentifier(node) && node.text === name) || ts.forEachChild(node, (c) => mentions(c, name) || undefined) === true;

/** The callee's name: `f(…)` → f, `x.f(…)` → f. */
function calleeName(call: ts.CallExpression): { name: string; method: boolean } | null {
  const e = call.expression;
  if (ts.isIdentifier(e)) return { name: e.text, method: false };
  if (ts.isPropertyAccessExpression(e)) return { name: e.name.text, method: true };
  return null;
}

interface Source {
  file: string;
  sf: ts.SourceFile;
}

/** The decimals argument of a call, if the callee takes one (`takers`: helpers of this file by name). */
function decimalsArg(call: ts.CallExpression, takers: Map<string, number>): ts.Expression | undefined {
  const callee = calleeName(call);
  if (!callee) return undefined;
  const index = callee.method ? METHODS[callee.name] : (FORMATTERS[callee.name] ?? takers.get(callee.name));
  return index === undefined ? undefined : call.arguments[index];
}

function walk(node: ts.Node, visit: (n: ts.Node) => void) {
  visit(node);
  ts.forEachChild(node, (c) => walk(c, visit));
}

/** A function's name and parameters, for `function f(…)` and `const f = (…) => …`. */
function functionsOf(sf: ts.SourceFile): { name: string; fn: ts.SignatureDeclaration & { body?: ts.Node } }[] {
  const out: { name: string; fn: ts.SignatureDeclaration & { body?: ts.Node } }[] = [];
  walk(sf, (n) => {
    if (ts.isFunctionDeclaration(n) && n.name && n.body) out.push({ name: n.name.text, fn: n });
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      const init = n.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) out.push({ name: n.name.text, fn: init });
    }
  });
  return out;
}

/** Helpers that hand one of their parameters on as a decimal count, with that parameter's index (to a fixed point). */
function decimalTakers(sf: ts.SourceFile, imported: Map<string, number>): Map<string, number> {
  const takers = new Map(imported);
  const fns = functionsOf(sf);
  for (let changed = true; changed;) {
    changed = false;
    for (const { name, fn } of fns) {
      if (takers.has(name) || !fn.body) continue;
      fn.parameters.forEach((p, i) => {
        if (takers.has(name) || !ts.isIdentifier(p.name)) return;
        const param = p.name.text;
        let passes = false;
        walk(fn.body!, (n) => {
          if (ts.isCallExpression(n)) {
            const arg = decimalsArg(n, takers);
            if (arg && mentions(arg, param)) passes = true;
          }
        });
        if (passes) {
          takers.set(name, i);
          changed = true;
        }
      });
    }
  }
  return takers;
}

const parse = (file: string, text: string): Source => ({
  file,
  sf: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
});

const sources: Source[] = DIRS.flatMap((d) => files(path.join(ROOT, d)))
  .map((f) => path.relative(ROOT, f).split(path.sep).join('/'))
  .filter((file) => file !== TABLE)
  .map((file) => parse(file, readFileSync(path.join(ROOT, file), 'utf8')));

const isExported = (sf: ts.SourceFile, name: string) =>
  sf.statements.some(
    (s) =>
      ts.canHaveModifiers(s) &&
      ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      ((ts.isFunctionDeclaration(s) && s.name?.text === name) ||
        (ts.isVariableStatement(s) && s.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name))),
  );

function importedNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const s of sf.statements) {
    const bindings = ts.isImportDeclaration(s) ? s.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.add((el.propertyName ?? el.name).text);
  }
  return names;
}

interface Finding {
  file: string;
  line: number;
  code: string;
}

/** Every literal decimal count in `list`, with helpers exported by one file followed into the files importing them. */
function scan(list: Source[]): Finding[] {
  const exportedTakers = new Map<string, number>();
  for (const { sf } of list) {
    for (const [name, index] of decimalTakers(sf, new Map())) if (isExported(sf, name)) exportedTakers.set(name, index);
  }
  const out: Finding[] = [];
  for (const { file, sf } of list) {
    const imported = importedNames(sf);
    const takers = decimalTakers(sf, new Map([...exportedTakers].filter(([name]) => imported.has(name))));
    const report = (node: ts.Node) =>
      out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, code: node.getText(sf).replace(/\s+/g, ' ') });
    walk(sf, (n) => {
      if (ts.isCallExpression(n)) {
        const arg = decimalsArg(n, takers);
        if (arg && hasLiteral(arg)) report(n);
      }
      if (ts.isPropertyAssignment(n) && FRACTION_DIGITS.has(n.name.getText(sf)) && hasLiteral(n.initializer)) report(n);
    });
  }
  return out;
}

const isAllowed = (f: Finding) => ALLOWED.some((a) => a.file === f.file && a.code === f.code);

describe('decimal counts come from the precision table', () => {
  const found = scan(sources);

  it('no screen writes a decimal count as a number literal', () => {
    expect(found.filter((f) => !isAllowed(f)).map((f) => `${f.file}:${f.line} ${f.code}`)).toEqual([]);
  });

  it('every allowed literal is still there and says why', () => {
    for (const a of ALLOWED) {
      expect(a.reason.length, `${a.file} ${a.code}`).toBeGreaterThan(10);
      expect(
        found.some((f) => f.file === a.file && f.code === a.code),
        `${a.file}: ${a.code} is gone; drop it from ALLOWED`,
      ).toBe(true);
    }
  });

  it('finds counts split over lines, behind a ternary, in Intl options and through helpers of this or another file', () => {
    const fixture = [
      parse(
        'a.tsx',
        [
          "import { shown } from './b';",
          'const ppt = (x: number, d: number) => formatNumber(x, locale, d);',
          'const text = ppt(v, 1);',
          'const t2 = formatLogNumber(',
          '  v,',
          '  locale,',
          '  wide ? 0 : 2,',
          ');',
          'const t3 = v.toFixed(decimalsFor("ppfd", v));',
          'const t4 = n.format(v, { maximumFractionDigits: 3 });',
          'const t5 = shown(v, 4);',
          'const t6 = v.toPrecision(6);',
        ].join('\n'),
      ),
      parse('b.ts', 'export function shown(v: number, digits: number) { return String(Number(v.toFixed(digits))); }'),
    ];
    expect(scan(fixture).map((f) => `${f.file}:${f.line}`)).toEqual(['a.tsx:3', 'a.tsx:4', 'a.tsx:10', 'a.tsx:11']);
  });
});
