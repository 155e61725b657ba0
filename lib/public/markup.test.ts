import { describe, expect, it } from 'vitest';
import { el, escapeHtml, text } from './markup';

describe('static markup for the public tank page', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
    expect(text(8.1)).toBe('8.1');
  });

  it('writes an element with its attributes, leaving out absent ones', () => {
    expect(el('td', {}, text('9.3 ▲ above'))).toBe('<td>9.3 ▲ above</td>');
    expect(el('text', { x: 12.5, y: 3, 'text-anchor': 'end', class: undefined, hidden: false }, text('<1>'))).toBe(
      '<text x="12.5" y="3" text-anchor="end">&lt;1&gt;</text>',
    );
    expect(el('g', { 'data-testid': 'target-band', open: true, title: `a"b` })).toBe(
      '<g data-testid="target-band" open title="a&quot;b"></g>',
    );
  });

  it('writes what React writes: an img without a closing tag, the apostrophe as React escapes it', () => {
    expect(el('img', { src: '/a.jpg', alt: `Nemo's <b>` })).toBe('<img src="/a.jpg" alt="Nemo&#x27;s &lt;b&gt;"/>');
    expect(text(`Nemo's`)).toBe('Nemo&#x27;s');
    expect(() => el('img', {}, 'x')).toThrow();
  });

  it('refuses names that are not plain tag or attribute names', () => {
    expect(() => el('td onclick=x', {})).toThrow();
    expect(() => el('td', { 'a b': 1 })).toThrow();
  });
});
