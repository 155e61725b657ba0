import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * components/blog/prose.css generates exactly the post body's typography classes, listed in its `@source inline`,
 * and app/globals.css no longer loads the typography plugin. A class added to the post body and not to that list
 * would silently lose its style; this test names it.
 */
const read = (file: string) => readFileSync(join(__dirname, file), 'utf8');

const proseCss = read('prose.css');
const inlineList = () => {
  const match = /@source inline\("([^"]+)"\)/.exec(proseCss);
  if (!match) throw new Error('prose.css has no @source inline list');
  return match[1].split(/\s+/).sort();
};

/** Classes of the element that holds the post body (the one with the `prose` class). */
const postBodyClasses = () => {
  const tsx = read('post-article.tsx');
  const names = [...tsx.matchAll(/className="([^"]*)"/g)].map(([, c]) => c.split(/\s+/)).find((c) => c.includes('prose'));
  if (!names) throw new Error('post-article.tsx has no element with the prose class');
  return names;
};

describe('the post stylesheet', () => {
  it('generates every typography class of the post body, and max-w-none after prose', () => {
    const typography = postBodyClasses().filter((c) => /(^|:)prose\b/.test(c) || c === 'max-w-none');
    expect(typography).toContain('prose');
    expect(typography).toContain('max-w-none');
    expect(inlineList()).toEqual([...typography].sort());
  });

  it('is imported by the post article, and the site stylesheet leaves the typography plugin to it', () => {
    expect(read('post-article.tsx')).toMatch(/^import '\.\/prose\.css';$/m);
    expect(proseCss).toMatch(/@plugin "@tailwindcss\/typography"/);
    expect(readFileSync(join(__dirname, '../../app/globals.css'), 'utf8')).not.toMatch(/typography/);
  });

  it('declares the layer order first, so it cannot reorder the layers of the site stylesheet', () => {
    const firstRule = proseCss
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim()
      .split('\n')[0];
    expect(firstRule).toBe('@layer theme, base, components, utilities;');
  });
});
