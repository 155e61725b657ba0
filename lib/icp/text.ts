/**
 * Text clean-up before the ICP parser reads lines: mojibake and look-alike characters, HTML tables, full-width
 * digits, and the rows ATI's public-analysis page embeds as JSON (`var dataTable = …`).
 */

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', amp: '&', micro: 'µ', quot: '"', apos: "'" };

export function cleanText(input: string): string {
  let t = input.replace(/\r\n?/g, '\n');
  if (/<(?:td|tr|th|div|span|p|br)\b/i.test(t)) {
    t = t
      // [^<>] and an unclosed script running to the end keep this linear on a page of unclosed tags
      .replace(/<script\b[\s\S]*?(?:<\/script>|$)/gi, '\n')
      .replace(/<\/(?:tr|p|div|h\d|li)>|<br\s*\/?>/gi, '\n')
      .replace(/<(?:td|th)\b[^<>]*>/gi, '\t')
      .replace(/<[^<>]*>/g, ' ')
      .replace(/&(#\d+|[a-z]+);/gi, (m, e: string) =>
        e[0] === '#' ? String.fromCodePoint(Number(e.slice(1)) || 32) : (ENTITIES[e.toLowerCase()] ?? m),
      );
  }
  return t
    .replace(/(\d)[\u2009\u202f](?=\d{3}(?!\d))/g, '$1')
    .replace(/Â(?=[µ°])/g, '')
    .replace(/Ã¤/g, 'ä')
    .replace(/Ã¶/g, 'ö')
    .replace(/Ã¼/g, 'ü')
    .replace(/[\u00a0\u2007\u202f\u3000]/g, ' ')
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u2212\u2010\u2011]/g, '-')
    .replace(/ℓ/g, 'l')
    .replace(/([\u3040-\u30ff\u3400-\u9fff])(?=[0-9A-Za-z<>(])/g, '$1 ')
    .replace(/([0-9A-Za-z)])(?=[\u3040-\u30ff\u3400-\u9fff])/g, '$1 ');
}

const SYMBOL_KEY = /^(?:symbol|sym|element|kuerzel|kürzel|short)$/i;
const NAME_KEY = /^(?:name|bezeichnung|parameter|label|title)$/i;
const VALUE_KEY = /^(?:value|wert|messwert|result|ergebnis|amount|val)$/i;
const UNIT_KEY = /^(?:unit|einheit|units?)$/i;
const GROUP_KEY = /^(?:group|gruppe|section|category|kategorie|type)$/i;

/** The matching close of the bracket at `start`, skipping strings; -1 when unbalanced. */
function closeOf(s: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < s.length; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** JSON, or a JavaScript literal of plain data (single quotes, bare keys, trailing commas); undefined if neither. */
function readLiteral(src: string): unknown {
  try {
    return JSON.parse(src);
  } catch {
    const json = src
      .replace(/'((?:[^'\\\n]|\\.)*)'/g, (_, s: string) => JSON.stringify(s.replace(/\\'/g, "'")))
      .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
      .replace(/,(\s*[}\]])/g, '$1');
    try {
      return JSON.parse(json);
    } catch {
      return undefined;
    }
  }
}

function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const arr = Object.values(data).find(Array.isArray);
    if (arr) return arr;
  }
  return [];
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
/** A JSON number in the page's decimal style: 7.875 on a page of "11,4" would otherwise read as 7875. */
const numberIn = (comma: boolean) => (v: unknown) => (typeof v === 'number' && comma ? String(v).replace('.', ',') : str(v));

/** The rows of `var dataTable = […]` as text lines ("symbol name value unit"), group names as headings; else null. */
export function fromAtiDataTable(input: string): string | null {
  const m = /var\s+dataTable\s*=\s*/.exec(input);
  if (!m) return null;
  const start = m.index + m[0].length;
  const end = closeOf(input, start);
  if (end < 0) return null;
  const data = readLiteral(input.slice(start, end + 1));
  if (data === undefined) return null;
  const out: string[] = [input.slice(0, m.index).replace(/<script[^>]*>/gi, '\n')];
  let group = '';
  const rows = rowsOf(data);
  const cell = numberIn(/"[-+]?\d+,\d+"/.test(JSON.stringify(rows)));
  for (const row of rows) {
    if (Array.isArray(row)) {
      out.push(row.map(cell).join('\t'));
      continue;
    }
    if (!row || typeof row !== 'object') continue;
    const entries = Object.entries(row as Record<string, unknown>);
    const pick = (re: RegExp) => cell(entries.find(([k]) => re.test(k))?.[1]);
    const g = pick(GROUP_KEY);
    if (g && g !== group) out.push((group = g));
    out.push([pick(SYMBOL_KEY), pick(NAME_KEY), pick(VALUE_KEY), pick(UNIT_KEY)].filter(Boolean).join('\t'));
  }
  out.push(input.slice(end + 1).replace(/<\/script>/gi, '\n'));
  return out.join('\n');
}
