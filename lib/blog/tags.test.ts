import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { blogTags } from '@/lib/blog/tags';

const CONTENT = join(import.meta.dirname, '..', '..', 'content', 'blog');

/** The `tags` of every post's front matter, by file. */
function postTags(): { file: string; tags: string[] }[] {
  return readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'))
    .map((file) => {
      const text = readFileSync(join(CONTENT, file), 'utf8');
      const line = /^tags:\s*(\[.*\])\s*$/m.exec(text);
      return { file, tags: line ? (JSON.parse(line[1]) as string[]) : [] };
    });
}

describe('blog tags', () => {
  const posts = postTags();

  it('finds the posts and their tags', () => {
    expect(posts.length).toBeGreaterThan(10);
    expect(posts.every((p) => p.tags.length > 0)).toBe(true);
  });

  it.each(posts)('$file uses only listed tags', ({ tags }) => {
    for (const tag of tags) expect(blogTags).toContain(tag);
  });

  it.each(blogTags)('%s has a name in English and Japanese', (tag) => {
    const enName = (en.Blog.tagNames as Record<string, string>)[tag];
    const jaName = (ja.Blog.tagNames as Record<string, string>)[tag];
    expect(enName).toBeTruthy();
    expect(jaName).toBeTruthy();
    // the Japanese name is not the slug left in English
    expect(jaName).not.toBe(tag);
  });

  it('names no tag that is not listed', () => {
    expect(Object.keys(en.Blog.tagNames).sort()).toEqual([...blogTags].sort());
    expect(Object.keys(ja.Blog.tagNames).sort()).toEqual([...blogTags].sort());
  });
});
