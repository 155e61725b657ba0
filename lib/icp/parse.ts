import { nameAt, symbolOf } from './aliases';
import { icpElement } from './catalogue';
import { cleanText, fromAtiDataTable } from './text';
import type { IcpAnalyte, IcpDetection, IcpLab, IcpReport, IcpSection } from './types';
import { decimalStyle, forAnalyte, toNumber, unitOf, type DecimalStyle, type UnitInfo } from './units';

/**
 * Reads an ICP report's text (copied from a lab's PDF or web page, or a PDF's extracted text) into analytes in
 * canonical units. Never throws; a line holding a number it could not place goes to `unparsed`.
 * Rules: docs/methods.md#icp-analyses.
 */
export function parseIcpReport(text: string): IcpReport {
  try {
    return parse(typeof text === 'string' ? text : '');
  } catch {
    return { lab: 'other', sampledAt: null, reportId: null, analytes: [], unparsed: [] };
  }
}

/**
 * The longest text the import reads: a report is a few thousand characters, a lab's whole web page with its scripts
 * a few hundred thousand. The parse is linear, but this keeps a wrong paste from holding the page for seconds.
 */
export const MAX_REPORT_CHARS = 500_000;
const MAX_LINE = 400;
const MAX_UNPARSED = 500;
const HAS_NUMBER = /\d/;

/**
 * Each lab's signs: its lab name or web address (counted three times), and its bare name, which a report may also use
 * for another maker's product. The lab with the most wins; a tie goes to the lab named first, as a report names its
 * lab in its heading. The lab decides the unit of a row printed without one (Fauna Marin's iodine is in mg/l, ATI's
 * in µg/l), so a report of one lab that mentions another's products must not be read as the other's.
 */
const LAB_SIGNS: [IcpLab, RegExp, RegExp][] = [
  ['ati', /atiaquaristik|\bATI[- ](?:Lab|ICP|Aquaristik)/gi, /\bATI\b/g],
  ['fauna-marin', /fauna[- ]?marin[- ](?:lab|icp)|faunamarin\.de/gi, /fauna[- ]?marin|ファウナ・?マリン/gi],
  ['oceamo', /oceamo[- ](?:lab|icp)|oceamo\.(?:com|de)/gi, /oceamo|オセアモ/gi],
  ['triton', /triton(?:-lab)?\.de|\bTriton[- ](?:Lab|ICP)/gi, /\btriton\b|トリトン/gi],
  ['tropic-marin', /tropic[- ]?marin[- ](?:lab|icp|pro-?lab)|tropic-marin\.com/gi, /tropic[- ]?marin|トロピック・?マリン/gi],
];

function detectLab(text: string): IcpLab {
  let best: IcpLab = 'other';
  let bestScore = 0;
  let bestAt = Infinity;
  for (const [lab, strong, weak] of LAB_SIGNS) {
    const strongHits = [...text.matchAll(strong)];
    const weakHits = [...text.replace(strong, (m) => ' '.repeat(m.length)).matchAll(weak)];
    const score = 3 * strongHits.length + weakHits.length;
    const at = Math.min(strongHits[0]?.index ?? Infinity, weakHits[0]?.index ?? Infinity);
    if (score > bestScore || (score > 0 && score === bestScore && at < bestAt)) [best, bestScore, bestAt] = [lab, score, at];
  }
  return best;
}

const RODI_HEADING =
  /^(?:(?:analyse )?(?:umkehr)?osmose(?:-check|-?wasser|-?analyse)?|(?:reverse )?osmosis(?:[- ]check| water)?|ro[/ -]?(?:di)?[ -]?(?:water|wasser|check)|ro-?wasser|ro\/di|ro|rodi|ro ?水|純水|浄水)(?![a-z])/i;
const AQUARIUM_HEADING =
  /^(?:basiswerte|base (?:values|elements)|grundparameter|main parameters|basic parameters|mengenelemente|ma(?:in|jor) elements|spurenelemente|trace elements|minor elements|schadstoffe|pollutants|nährstoffe|naehrstoffe|nutrients|aquarium(?:wasser)?|meerwasser|tank water|sea ?water|makro-elemente|macro-elemente|基本値|主要元素|微量元素|有害元素|栄養塩|飼育水|水槽水)/i;
/** lines that only carry a target, an assessment or a dose: never analytes, never unparsed */
const NOT_A_READING =
  /^\W*(?:ideal|soll|target|ziel|referenz|reference|richtwert|empfehlung|recommend|dosier|dosing|dosage|\bdose\b|per day|pro tag|täglich|一日|目標|推奨|添加量|投与)/i;
/** an ion given as its element ("Phosphat-P", "Nitrate as N", "Sulfat-S"): not the ion, and not the ICP's element either */
const ION_AS_ELEMENT =
  /^\s*(?:[-‐–(]\s*|\s)(?:as\s+|als\s+)?(?:P|N|S|Si|phosphor|stickstoff|schwefel|silizium|nitrogen|phosphorus|sulfur|silicon)\b(?!\.)/i;
const IONS = new Set(['PO4', 'NO3', 'NO2', 'NH4', 'SO4', 'SiO2']);
/** a dose's unit, also per time or volume ("ml/Tag", "g/Woche", "Tropfen/100 l", "ml/日"), or "2 x 6 ml" */
const DOSE_UNIT = /^(?:(?:ml|µl|g|mg|tropfen|drops?|滴|kapsel\w*|caps?)(?:\/(?:tag|day|d|woche|week|wk|日|週|\d\S*))?|x|×)$/i;
/** a unit the parser does not know ("mS/cm", "µmol/l"): the row is left unparsed rather than given the lab's unit */
const OTHER_UNIT = /^[^\d\s/]*\p{L}[^\d\s/]*\/\p{L}+$/u;

/** English and German month names and their abbreviations, January first */
const MONTH_NAMES = [
  'jan(?:uary|uar)?',
  'feb(?:ruary|ruar)?',
  'm(?:arch|ar|ärz|aerz)',
  'apr(?:il)?',
  'ma[iy]',
  'jun[ei]?',
  'jul[iy]?',
  'aug(?:ust)?',
  'sep(?:t(?:ember)?)?',
  'o[ck]t(?:ober)?',
  'nov(?:ember)?',
  'de[cz](?:ember)?',
];
const MONTHS = MONTH_NAMES.join('|');
const MONTH_RES = MONTH_NAMES.map((m) => new RegExp(`^(?:${m})$`, 'i'));
/** A sampling date as labs print it: ISO, DD.MM.YYYY (also DD.MM.YY), 2025年11月2日, "14 October 2025", "Oct 14, 2025" */
const DATE = `\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}|\\d{1,2}\\.\\d{1,2}\\.\\d{2}(?!\\d)|\\d{4}\\s*年\\s*\\d{1,2}\\s*月\\s*\\d{1,2}\\s*日|\\d{1,2}\\.?\\s+(?:${MONTHS})\\.?\\s+\\d{4}|(?:${MONTHS})\\.?\\s+\\d{1,2},?\\s+\\d{4}`;
const SAMPLED_LABEL =
  '(?:probenahme|probe ?(?:entnommen|genommen)|entnahme(?:datum)?|sample(?:d| taken| date)|sampling(?: date)?|date of sampling|採水日?|サンプル採取日?)';
const SAMPLED = new RegExp(`${SAMPLED_LABEL}\\D{0,20}?(${DATE})`, 'i');
/** a label alone on its line ("Probenahme:"), the date on the next one */
const SAMPLED_ALONE = new RegExp(`^(?:datum der |date of )?${SAMPLED_LABEL}(?:datum| on| date| am| vom)?\\s*[:：]?$`, 'i');
const DATE_LINE = new RegExp(`^(${DATE})(?:\\s|$)`, 'i');
const REPORT_ID =
  /(?:analysen?-?(?:nr\.?|nummer|id)|analysis(?: no\.?| number| id| #)?|(?:auftrags?|berichts?)-?(?:nr\.?|nummer)|report(?: no\.?| number| id)|probe-?nr\.?|sample(?: no\.?| id)|分析番号|検査番号)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{2,})/gi;
/** a date after "Analysis" is not the report's number */
const DATE_LIKE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{2,4})$/;
const MSR_ID = /\b((?:MSR|OC)\d{4,})\b/g;

function isoDate(raw: string, lab: IcpLab): string | null {
  let y: number, m: number, d: number;
  let g: RegExpExecArray | null;
  if ((g = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})/.exec(raw))) [y, m, d] = [+g[1], +g[2], +g[3]];
  else if ((g = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/.exec(raw))) {
    // Tropic Marin prints MM-DD-YYYY; everyone else DD.MM.YYYY
    const us = g[2] === '-' && lab === 'tropic-marin';
    [y, m, d] = us ? [+g[4], +g[1], +g[3]] : [+g[4], +g[3], +g[1]];
  } else if ((g = /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/.exec(raw))) [y, m, d] = [2000 + +g[3], +g[2], +g[1]];
  else if ((g = /^(\d{1,2})\.?\s+(\p{L}+)\.?\s+(\d{4})$/u.exec(raw)) && monthOf(g[2])) [y, m, d] = [+g[3], monthOf(g[2]), +g[1]];
  else if ((g = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u.exec(raw)) && monthOf(g[1])) [y, m, d] = [+g[3], monthOf(g[1]), +g[2]];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** 1–12 for an English or German month name or its abbreviation, else 0 */
function monthOf(name: string): number {
  return MONTH_RES.findIndex((re) => re.test(name)) + 1;
}

const UNIT_TOKEN = /^(?:[mµμu]g\/[lL]|ng\/[lL]|ppm|ppb|psu|PSU|ppt|‰|°?d[kK][hH]|°dH|m(?:eq|val)\/[lL]|mmol\/[lL]|[mµμu]g\/kg|g\/kg)$/;

/** The unit a lab prints for a row without one: Fauna Marin and Tropic Marin give I, P and Si in mg/l. */
function defaultUnit(element: string, lab: IcpLab): UnitInfo | null {
  if (element === 'salinity') return { unit: 'PSU', factor: 1 };
  if (element === 'KH') return { unit: 'dKH', factor: 1 };
  if (lab === 'other') return null;
  const info = icpElement(element);
  if (!info) return null;
  const mgLabs = lab === 'fauna-marin' || lab === 'tropic-marin';
  const mg =
    info.group === 'major' || ['PO4', 'NO3', 'NO2', 'NH4', 'SiO2'].includes(element) || (mgLabs && ['I', 'P', 'Si'].includes(element));
  return mg ? { unit: 'mg/L', factor: 1 } : { unit: 'mg/L', factor: 1e-3 };
}

const NOT_DETECTED =
  /^(?:n\.n\.?|n\.d\.?|n\.v\.?|nd|n\/d|bdl|b\.d\.l\.?|-{1,3}|–|—|u\.?n\.?|<nwg|不検出|未検出|検出せず|検出(?:限界|下限)(?:以下|未満)|not detected|nicht nachweisbar|below detection(?: limit)?)$/i;
const NOT_DETERMINED = /^(?:n\.b\.?|n\.g\.?|n\.a\.?|k\.a\.?|n\/a|未測定|not determined|not measured|nicht bestimmt|nicht gemessen)$/i;
/** a word where the value stands that the parser does not know (an abbreviation, a Japanese phrase): never skipped */
const UNKNOWN_WORD = /^(?:\p{L}{1,2}\.\p{L}{1,2}\.?|.*[\u3040-\u30ff\u3400-\u9fff].*)$/u;
/** multi-word non-detects are joined into one cell (U+2060 WORD JOINER is not white space) */
const PHRASES =
  /\b(?:not detected|nicht nachweisbar|below detection(?: limit)?|not determined|not measured|nicht bestimmt|nicht gemessen|less than|kleiner als|weniger als)\b/gi;
const JOIN = '\u2060';

interface Row {
  element: string;
  detection: IcpDetection;
  number: number | null;
  value: string;
  unit: string;
  dose: boolean;
}

/** Reads the cells after the element's name: further names of it, then the value, then its unit. */
function readRow(element: string, rest: string, style: DecimalStyle): Row | null {
  let nameUnit = '';
  const body = rest.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    const u = inner.split(/[,\s]+/).find((t) => UNIT_TOKEN.test(t));
    if (u) nameUnit = u;
    return ' ';
  });
  const cells = body
    .replace(PHRASES, (m) => m.replace(/ /g, JOIN))
    .replace(/\b([nN])\.\s+([nNbBgGdD])\./g, '$1.$2.')
    .replace(/([<>≤≥])\s+(?=\d)/g, '$1')
    .replace(/(\d)\s*([mµμu]g\/[lL]|ppm|ppb|psu|PSU|°?d[kK][hH])/g, '$1 $2')
    .split(/\s+/)
    .filter((c) => c && c !== ':' && c !== '=');
  for (let i = 0; i < cells.length && i < 6; i++) {
    const c = cells[i].replace(/^[:=]|[:=]$/g, '').replaceAll(JOIN, ' ');
    if (!c) continue;
    const other = symbolOf(c) ?? nameAt(c.toLowerCase())?.element ?? null;
    if (other === element) continue;
    if (other) return null; // a ratio "Magnesium : Calcium" or a second element: not a reading
    const next = cells[i + 1] ?? '';
    const known = UNIT_TOKEN.test(next);
    const dose = !known && DOSE_UNIT.test(next);
    if (!known && !dose && OTHER_UNIT.test(next)) return null;
    const unit = known || dose ? next : nameUnit;
    if (NOT_DETECTED.test(c)) return { element, detection: 'not-detected', number: null, value: c, unit, dose };
    if (NOT_DETERMINED.test(c)) return { element, detection: 'not-determined', number: null, value: c, unit, dose };
    const lim = /^(?:[<≤]|unter|below|less than|kleiner(?: als)?|weniger als)(.*)$/i.exec(c);
    if (lim) {
      const n = toNumber(lim[1] || next, style);
      const u = lim[1] ? unit : cells[i + 2] && UNIT_TOKEN.test(cells[i + 2]) ? cells[i + 2] : nameUnit;
      // "< NWG", "<LOD": below a limit the lab does not print
      if (n === null && /^[a-z]+$/i.test(lim[1] || next)) {
        return { element, detection: 'not-detected', number: null, value: lim[1] ? c : `${c} ${next}`, unit: u, dose };
      }
      if (n === null) return null;
      return { element, detection: 'below', number: n, value: lim[1] ? c : `${c} ${next}`, unit: u, dose };
    }
    const n = toNumber(c.replace(/^[>≥]/, ''), style);
    // a number followed by a dash and a number starts a range: the lab's target, the value's cell being empty
    if (n !== null && /^[-–—]$/.test(next) && /^\d/.test(cells[i + 2] ?? '')) return null;
    // "0.5 以下", "0.5 未満": below the limit 0.5
    if (n !== null && n > 0 && /^(?:以下|未満)$/.test(next)) {
      const u = UNIT_TOKEN.test(cells[i + 2] ?? '') ? cells[i + 2] : nameUnit;
      return { element, detection: 'below', number: n, value: `${c} ${next}`, unit: u, dose: false };
    }
    // an ICP cannot measure exactly 0: a printed 0 is the lab's way of saying "not detected"
    if (n === 0) return { element, detection: 'not-detected', number: null, value: c, unit, dose };
    // a concentration is never negative: such a row is shown as unparsed, not stored
    if (n !== null && n < 0) return null;
    if (n !== null) return { element, detection: 'measured', number: n, value: c, unit, dose };
    if (/\d/.test(c)) return null;
    // 検出下限以下, 定量下限未満 …: a non-detect in words the list above does not hold
    if (/検出|未満|以下/.test(c)) return { element, detection: 'not-detected', number: null, value: c, unit, dose };
    if (UNKNOWN_WORD.test(c)) return null;
  }
  return null;
}

const CANONICAL: UnitInfo = { unit: 'mg/L', factor: 1 };

function toAnalyte(row: Row, section: IcpSection, lab: IcpLab): IcpAnalyte | null {
  const noNumber = row.detection === 'not-detected' || row.detection === 'not-determined';
  const u =
    (row.unit ? unitOf(row.unit) : defaultUnit(row.element, lab)) ?? (noNumber ? (defaultUnit(row.element, 'ati') ?? CANONICAL) : null);
  const own = u && forAnalyte(row.element, u);
  if (!own) return null;
  // a specific gravity printed as the salinity ("Salinity 1.025 SG") is not 1.025 PSU
  if (row.element === 'salinity' && row.number !== null && row.number < 2 && !row.unit) return null;
  const scaled = (n: number | null) => (n === null ? null : Number((n * own.factor).toPrecision(12)));
  return {
    element: row.element,
    section,
    detection: row.detection,
    value: row.detection === 'measured' ? scaled(row.number) : null,
    limit: row.detection === 'below' ? scaled(row.number) : null,
    unit: own.unit,
    reported: { value: row.value, unit: row.unit },
  };
}

/** The element a line starts with, and the text after its name. */
function lead(line: string): { element: string; rest: string } | null {
  const first = line.split(/\s/, 1)[0];
  const bySymbol = symbolOf(first);
  if (bySymbol) return { element: bySymbol, rest: line.slice(first.length) };
  const byName = nameAt(line.toLowerCase());
  return byName ? { element: byName.element, rest: line.slice(byName.length) } : null;
}

const TARGET_ONLY = /^[<>≤≥]?\s*\d[\d.,]*(?:\s*[-–]\s*\d[\d.,]*){0,2}\s*(?:[mµμu]g\/[lL]|ppm|ppb|psu|°?dkh|%)?\s*(?:\S+)?$/i;

const VALUE_START = /^(?:[<>≤≥]?\d|n\.[nbgd]\.|---)/i;

/**
 * A line holding several rows: a PDF's text run together (100 characters or more, three rows or more) or a table's
 * columns side by side ("Calcium⇥Ca⇥395 mg/l⇥Lithium⇥Li⇥165 µg/l", two rows or more). Split before each element name
 * or symbol that a value follows within three cells; a name followed by its own symbol starts one row, not two.
 */
function splitRuns(line: string): string[] {
  const columns = line.includes('\t');
  if ((line.length < 100 && !columns) || line.length > 50_000) return [line];
  const starts: number[] = [];
  let last = '';
  const word = /\S+/g;
  for (let m = word.exec(line); m; m = word.exec(line)) {
    const head = lead(line.slice(m.index, m.index + 200));
    if (!head) continue;
    const after = head.rest.trim().split(/\s+/, 3);
    if (!after.some((w) => VALUE_START.test(w))) continue;
    if (head.element !== last) starts.push(m.index);
    last = head.element;
  }
  if (starts.length < (columns ? 2 : 3)) return [line];
  return [0, ...starts].map((at, k, all) => line.slice(at, all[k + 1] ?? line.length).trim()).filter(Boolean);
}

/** Where a tab-separated row's first number stands: the index of its first cell after the first with a digit. */
function firstNumberCell(line: string): { cells: string[]; first: number } | null {
  if (!line.includes('\t')) return null;
  const cells = line.split('\t').map((c) => c.trim());
  const first = cells.findIndex((c, k) => k > 0 && /\d/.test(c));
  return first > 0 && lead(cells[0]) !== null ? { cells, first } : null;
}

/** The table's value column: where most of its rows (three or more) have their first number; else null. */
function valueColumn(lines: readonly string[]): number | null {
  const counts = new Map<number, number>();
  for (const l of lines) {
    const f = firstNumberCell(l)?.first;
    if (f !== undefined) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const [column, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  return n >= 3 ? column : null;
}

/**
 * A table row whose value cell is empty ("Iod⇥I⇥⇥0,05 - 0,06 - 0,08"): its first number is the lab's target. In a
 * table whose rows mostly have their value in one column, the row's cell there is empty and its first number comes
 * later; without such a table, an empty cell stands between the element's names and the first number. A row without
 * a symbol ("Salinität⇥⇥35,0") has its value in the table's column and is read.
 */
function emptyValueCell(line: string, column: number | null): boolean {
  const row = firstNumberCell(line);
  if (!row) return false;
  if (column !== null) return row.first > column && row.cells[column] === '';
  return row.first > 1 && row.cells.slice(1, row.first).some((c) => c === '');
}

/** In a tab-separated row a cell "10 650" is one number with a space between its thousands. */
const joinThousands = (line: string) =>
  line.includes('\t')
    ? line.replace(/(^|\t)\s*(\d{1,3}(?: \d{3})+)\s*(?=\t|$)/g, (_, tab: string, n: string) => tab + n.replace(/ /g, ''))
    : line;

function parse(input: string): IcpReport {
  const json = fromAtiDataTable(input);
  const text = cleanText(json ?? input);
  const lab = json ? 'ati' : detectLab(text);
  const style = decimalStyle(text);
  const lines = text
    .split('\n')
    .flatMap((l) => splitRuns(l.trim()))
    .map((l) => l.slice(0, MAX_LINE).trim())
    .filter(Boolean);

  const column = valueColumn(lines);
  let sampledAt: string | null = null;
  let reportId: string | null = null;
  const analytes: IcpAnalyte[] = [];
  const unparsed: string[] = [];
  const seen = new Set<string>();
  let section: IcpSection = 'aquarium';
  let afterRow = Infinity; // lines since the last row: a target or deviation cell right after a row belongs to it

  const addUnparsed = (l: string) => {
    if (unparsed.length < MAX_UNPARSED) unparsed.push(l);
  };
  const emit = (row: Row): boolean => {
    if (row.dose) return true;
    const a = toAnalyte(row, section, lab);
    if (!a) return false;
    const key = `${a.element}|${a.section}|${a.detection}|${a.value}|${a.limit}`;
    if (seen.has(key)) return true; // the same reading again (a summary repeating a row)
    // one reading per element and sample: a second, different one is shown to the keeper, not silently preferred
    if (analytes.some((b) => b.element === a.element && b.section === a.section)) return false;
    seen.add(key);
    analytes.push(a);
    return true;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    afterRow++;
    // the report's number may share its line with the sampling date ("Analyse-Nr.: 135965 Probe entnommen am: …")
    const numbered: RegExpExecArray | undefined = reportId
      ? undefined
      : [...line.matchAll(REPORT_ID), ...line.matchAll(MSR_ID)].find((x) => /\d/.test(x[1]) && !DATE_LIKE.test(x[1]));
    if (numbered) reportId = numbered[1];
    if (!sampledAt) {
      const s = SAMPLED.exec(line);
      if (s) {
        sampledAt = isoDate(s[1], lab);
        if (sampledAt) continue;
      }
      const next = SAMPLED_ALONE.test(line) ? DATE_LINE.exec(lines[i + 1] ?? '') : null;
      if (next && (sampledAt = isoDate(next[1], lab))) {
        // the date's line is used up unless it carries more than a time of day
        if (!HAS_NUMBER.test(lines[i + 1].slice(next[1].length).replace(/\b\d{1,2}:\d{2}(?::\d{2})?\b/g, ''))) i++;
        continue;
      }
    }
    if (numbered && !lead(line)) continue;
    if (emptyValueCell(line, column)) {
      addUnparsed(line);
      continue;
    }
    const cells = joinThousands(line)
      .replace(/[\t;|]+/g, ' ')
      // a comma CSV ("Calcium,431,mg/L"): a comma not between two digits separates cells; "0,5" stays a number
      .replace(/(?<!\d),|,(?!\d)/g, ' ')
      .replace(/"/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const bare = cells.replace(/[:：]$/, '');
    // an RO heading may carry a sample number or a date ("Osmosewasser – Probe 2"): RO values must never feed a dose
    if (RODI_HEADING.test(bare) && bare.length < 80 && (!HAS_NUMBER.test(cells) || !lead(cells))) {
      section = 'rodi';
      continue;
    } else if (!HAS_NUMBER.test(cells) && AQUARIUM_HEADING.test(bare) && bare.length < 60) section = 'aquarium';
    const head = lead(cells);
    if (head && IONS.has(head.element) && ION_AS_ELEMENT.test(head.rest)) {
      addUnparsed(line);
      continue;
    }
    if (head) {
      let row = readRow(head.element, head.rest, style);
      let joined = head.rest;
      // one cell per line: the name's following lines carry the value and the unit
      let j = i;
      while (!row && j + 1 < lines.length && j - i < 4) {
        const next = lines[j + 1].replace(/[\t;|]+/g, ' ').trim();
        const nextHead = lead(next);
        if (nextHead && nextHead.element !== head.element) break;
        if (NOT_A_READING.test(next)) break; // the lab's ideal value is not the reading
        j++;
        joined += ` ${next}`;
        row = readRow(head.element, joined, style);
      }
      if (row && !row.unit && j + 1 < lines.length && UNIT_TOKEN.test(lines[j + 1].trim())) {
        j++;
        row.unit = lines[j].trim();
      }
      if (row && emit(row)) {
        i = j;
        afterRow = 0;
        continue;
      }
      if (HAS_NUMBER.test(cells)) addUnparsed(line);
      continue;
    }
    if (!HAS_NUMBER.test(cells)) continue;
    if (NOT_A_READING.test(cells)) continue;
    if (afterRow <= 3 && TARGET_ONLY.test(cells)) continue;
    if (/\d\s*(?:ml|mL|Tropfen|drops?|滴)\b/.test(cells)) continue;
    addUnparsed(line);
  }
  return { lab, sampledAt, reportId, analytes, unparsed };
}

/** A stable id of a report's content: the same report read twice gives the same string, whatever the row order. */
export function icpFingerprint(r: Pick<IcpReport, 'lab' | 'reportId' | 'sampledAt' | 'analytes'>): string {
  const rows = r.analytes.map((a) => [a.element, a.section, a.detection, num(a.value), num(a.limit), a.unit].join('|')).sort();
  return `icp1-${hash([r.lab, r.reportId ?? '', r.sampledAt ?? '', ...rows].join('\n'))}`;
}

const num = (n: number | null) => (n === null ? '' : String(Number(n.toPrecision(10))));

/** cyrb53: a 53-bit string hash (public domain), as 14 hex digits. */
function hash(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
