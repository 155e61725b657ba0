import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// TypeScript's JavaScript API (the copy installed for ESLint, as lib/decimals.test.ts uses): a syntax tree finds a
// class string on a <button> however its attributes are split over lines or hold arrow functions.
import ts from 'typescript-for-lint';
import { describe, expect, it } from 'vitest';

/**
 * Buttons are components/ui/button.tsx's Button (or its buttonClass helper for a link or label drawn as a button).
 * This scans app/ and components/ (tests aside) for the hand-made kind coming back: a declaration named like
 * `buttonClass` outside button.tsx, a string constant that reads as a button's look (rounded corners, padding and a
 * font weight), or a raw <button> whose className is such a string. The raw buttons below keep their own look, each
 * with why; an entry that no longer matches anything fails too, so the list stays true.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DIRS = ['app', 'components'];
const HOME = 'components/ui/button.tsx';

const ALLOWED: { file: string; count: number; reason: string }[] = [
  { file: 'app/[locale]/error.tsx', count: 1, reason: 'Try again on the error page has no hover state; primary adds one' },
  { file: 'components/layout/update-notice.tsx', count: 1, reason: 'Reload in the update bar: base text at small padding' },
  { file: 'components/layout/settings-popover.tsx', count: 1, reason: 'the header settings toggle, a fixed-height icon button' },
  { file: 'components/log/entry-editor.tsx', count: 1, reason: 'the log kind tabs (role="tab"), styled by aria-selected' },
  { file: 'components/blog/load-more.tsx', count: 2, reason: 'Load more on the blog list, and its red-bordered Retry' },
  { file: 'components/calculators/kit/list-field.tsx', count: 1, reason: 'Add row under a list field, beside its compact row controls' },
  { file: 'components/calculators/kit/number-field.tsx', count: 1, reason: 'a suggested value under a field, a cyan chip' },
  { file: 'components/calculators/kit/kit-converter.tsx', count: 1, reason: 'the Use this value chips of the kit converter' },
  { file: 'components/calculators/volume/system-volume-button.tsx', count: 1, reason: 'dims to half when disabled, unlike primary' },
];

const looksLikeButton = (s: string) => /\brounded(-md)?\b/.test(s) && /\bp[xy]?-\d/.test(s) && /\bfont-(semibold|medium)\b/.test(s);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function walk(node: ts.Node, visit: (n: ts.Node) => void) {
  visit(node);
  ts.forEachChild(node, (c) => walk(c, visit));
}

/** The literal text of a string or template (its fixed parts), else null. */
function literal(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return literal(node.expression);
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  return null;
}

type Finding = { file: string; kind: 'name' | 'constant' | 'raw'; text: string };

function scan(file: string, text: string): Finding[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  walk(sf, (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) {
      if (/buttonclass/i.test(n.name.text) && file !== HOME) found.push({ file, kind: 'name', text: n.name.text });
      const value = literal(n.initializer);
      if (value !== null && looksLikeButton(value) && file !== HOME) found.push({ file, kind: 'constant', text: n.name.text });
    }
    if ((ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && n.tagName.getText(sf) === 'button') {
      for (const a of n.attributes.properties) {
        if (!ts.isJsxAttribute(a) || a.name.getText(sf) !== 'className') continue;
        const value = literal(a.initializer);
        if (value !== null && looksLikeButton(value) && file !== HOME) found.push({ file, kind: 'raw', text: value });
      }
    }
  });
  return found;
}

const all = DIRS.flatMap((d) => files(path.join(ROOT, d))).flatMap((abs) => {
  const file = path.relative(ROOT, abs).split(path.sep).join('/');
  return scan(file, readFileSync(abs, 'utf8'));
});

describe('no hand-made button classes', () => {
  it('finds them in source it is given', () => {
    const src = [
      "const buttonClass = 'x';",
      "const danger = 'rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white';",
      'export const A = () => (',
      '  <button type="button" onClick={() => go()} className={`rounded-md px-4 py-2 font-medium ${x}`}>Go</button>',
      ');',
      'export const B = () => <button className="rounded-md px-3 py-2 text-sm font-semibold" />;',
      'export const C = () => <Button variant="quiet" className="self-start">Ok</Button>;',
    ].join('\n');
    expect(scan('components/x.tsx', src).map((f) => f.kind)).toEqual(['name', 'constant', 'raw', 'raw']);
  });

  it('none outside components/ui/button.tsx but the listed raw buttons', () => {
    const unexpected = all.filter((f) => f.kind !== 'raw' || !ALLOWED.some((a) => a.file === f.file));
    expect(unexpected).toEqual([]);
  });

  it('every listed raw button is still there, as many as listed', () => {
    const counts = ALLOWED.map((a) => ({ file: a.file, count: all.filter((f) => f.file === a.file).length }));
    expect(counts).toEqual(ALLOWED.map(({ file, count }) => ({ file, count })));
  });
});
