import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { existsSync } from 'node:fs';
import { blogCategories } from './lib/blog/categories';
import { calculators } from './lib/calculators/registry';
import { readingMinutes, tableOfContents } from './lib/blog/text';

const LOCALES = ['en', 'ja'];
const CALCULATOR_SLUGS = new Set<string>(calculators.map((c) => c.slug));

/** content/blog/<locale>/<category>/<slug>.mdx: the same category and slug in both locales is one post. */
export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    date: { type: 'date', required: true },
    updated: { type: 'date', required: false },
    summary: { type: 'string', required: true },
    tags: { type: 'list', of: { type: 'string' }, required: true },
    author: { type: 'string', required: true },
    featured: { type: 'boolean', default: false },
    cover: { type: 'string', required: false },
    draft: { type: 'boolean', default: false },
  },
  computedFields: {
    locale: { type: 'string', resolve: (d) => pathPart(d._raw.sourceFileDir, 1, d._raw.sourceFilePath) },
    category: { type: 'string', resolve: (d) => pathPart(d._raw.sourceFileDir, 2, d._raw.sourceFilePath) },
    slug: { type: 'string', resolve: (d) => d._raw.sourceFileName.replace(/\.mdx$/, '') },
    url: {
      type: 'string',
      resolve: (d) => {
        const locale = pathPart(d._raw.sourceFileDir, 1, d._raw.sourceFilePath);
        const path = `/blog/${pathPart(d._raw.sourceFileDir, 2, d._raw.sourceFilePath)}/${d._raw.sourceFileName.replace(/\.mdx$/, '')}`;
        return locale === 'en' ? path : `/${locale}${path}`;
      },
    },
    readingMinutes: {
      type: 'number',
      resolve: (d) => readingMinutes(d.body.raw, pathPart(d._raw.sourceFileDir, 1, d._raw.sourceFilePath)),
    },
    toc: { type: 'json', resolve: (d) => tableOfContents(checkBody(d.body.raw, d._raw.sourceFilePath)) },
    authorId: { type: 'string', resolve: (d) => checkAuthor(d.author, d._raw.sourceFilePath) },
  },
}));

/** content/authors/<id>.json */
export const Author = defineDocumentType(() => ({
  name: 'Author',
  filePathPattern: 'authors/*.json',
  contentType: 'data',
  fields: {
    nameEn: { type: 'string', required: true },
    nameJa: { type: 'string', required: true },
    bioEn: { type: 'string', required: true },
    bioJa: { type: 'string', required: true },
  },
  computedFields: { id: { type: 'string', resolve: (d) => d._raw.sourceFileName.replace(/\.json$/, '') } },
}));

function pathPart(dir: string, index: number, file: string): string {
  const parts = dir.split('/');
  if (parts.length !== 3 || parts[0] !== 'blog') throw new Error(`${file}: posts live at content/blog/<locale>/<category>/<slug>.mdx`);
  if (index === 1 && !LOCALES.includes(parts[1])) throw new Error(`${file}: unknown locale "${parts[1]}"`);
  if (index === 2 && !(blogCategories as readonly string[]).includes(parts[2]))
    throw new Error(
      `${file}: unknown category "${parts[2]}" (known: ${blogCategories.join(', ')}; add new ones to lib/blog/categories.ts and messages)`,
    );
  return parts[index];
}

/** The author id must name a file in content/authors/. */
function checkAuthor(id: string, file: string): string {
  if (!/^[a-z0-9-]+$/.test(id) || !existsSync(`content/authors/${id}.json`))
    throw new Error(`${file}: author "${id}" has no content/authors/${id}.json`);
  return id;
}

/** A calculator link to a slug that is not in the registry fails the build, not the page. */
function checkBody(raw: string, file: string): string {
  for (const m of raw.matchAll(/<CalculatorLink\s+slug="([^"]+)"/g)) {
    if (!CALCULATOR_SLUGS.has(m[1])) throw new Error(`${file}: <CalculatorLink slug="${m[1]}"> names no calculator of the registry`);
  }
  return raw;
}

export default makeSource({
  contentDirPath: 'content',
  documentTypes: [Post, Author],
  disableImportAliasWarning: true,
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  mdx: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] },
});
