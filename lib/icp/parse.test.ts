import { describe, expect, it } from 'vitest';
import { fixtureNames, readFixture } from './fixture-files';
import { icpFingerprint, parseIcpReport } from './parse';
import type { IcpAnalyte, IcpReport } from './types';
import { analyteKeys, ICP_VARIANTS, icpVariant } from './variants';

const get = (r: IcpReport, element: string, section = 'aquarium') => r.analytes.find((a) => a.element === element && a.section === section);

/** "Ca 402" measured; "Cu nd" not detected; "Se nb" not determined; "Pb <0.0005" below; values in mg/L */
function expectRows(r: IcpReport, rows: string[], section = 'aquarium') {
  for (const row of rows) {
    const [element, v] = row.split(' ');
    const a = get(r, element, section);
    expect(a, `${section} ${element}`).toBeDefined();
    const an = a as IcpAnalyte;
    if (v === 'nd') expect([an.detection, an.value], element).toEqual(['not-detected', null]);
    else if (v === 'nb') expect([an.detection, an.value], element).toEqual(['not-determined', null]);
    else if (v.startsWith('<')) {
      expect([an.detection, an.value], element).toEqual(['below', null]);
      expect(an.limit).toBeCloseTo(Number(v.slice(1)), 9);
    } else {
      expect(an.detection, element).toBe('measured');
      expect(an.value, element).toBeCloseTo(Number(v), 9);
    }
  }
  expect(r.analytes.filter((a) => a.section === section)).toHaveLength(rows.length);
}

describe('parseIcpReport on each fixture (values in mg/L: µg/l ÷ 1000)', () => {
  it('ATI, German PDF text in blocks (symbol, name, value, ideal, assessment)', () => {
    const r = parseIcpReport(readFixture('ati-de.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['ati', '2025-10-14', 'ATI-2025-118734']);
    // prettier-ignore
    expectRows(r, ['salinity 35.2', 'KH 7.9', 'Cl 19650', 'Na 10920', 'Mg 1268', 'S 912', 'Ca 402', 'K 398', 'Br 66.1',
      'Sr 7.2', 'B 4.31', 'F 1.21', 'Li 0.172', 'Si 0.048', 'I 0.052', 'Ba 0.0114', 'Mo 0.0098', 'Ni 0.0018', 'Mn 0.0009',
      'Cr nd', 'Co nd', 'Fe 0.0007', 'Cu 0.0024', 'Se nd', 'V 0.0022', 'Zn 0.0041', 'Rb 0.118', 'Al 0.0148', 'Sb nd',
      'As 0.0029', 'Be nd', 'Bi nd', 'Cd nd', 'La nd', 'Pb nd', 'Hg nd', 'Ti 0.0004', 'W nd', 'Zr nd', 'Sn 0.0063',
      'Tl nd', 'P 0.028', 'NO3 4.6', 'PO4 0.06']);
    expectRows(r, ['Si 0.011', 'Cu nd', 'Al 0.0031', 'Na 0.42'], 'rodi');
    expect(get(r, 'Cl')?.reported).toEqual({ value: '19.650', unit: 'mg/l' });
    expect(get(r, 'salinity')?.unit).toBe('PSU');
    expect(get(r, 'KH')?.unit).toBe('dKH');
    expect(r.unparsed).toEqual(['Auswertung erstellt am 21.10.2025', 'Aquarium: Riff 450 l', 'Seite 1 von 2']);
  });

  it('ATI, English public-analysis page with the rows in `var dataTable`', () => {
    const r = parseIcpReport(readFixture('ati-en.html'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['ati', '2023-09-15', '230915-4471']);
    // prettier-ignore
    expectRows(r, ['salinity 34.1', 'KH 8.4', 'Cl 18940', 'Na 10520', 'Mg 1352', 'S 884', 'Ca 448', 'K 351', 'Br 63.4',
      'Sr 9.1', 'B 5.2', 'F 1.12', 'Li 0.19', 'I 0.038', 'Ba 0.0061', 'Mo nd', 'Zn 0.0068', 'Cu nd', 'Al 0.0225', 'Sn nd',
      'Pb nd', 'NO3 12.3', 'PO4 0.11']);
    expectRows(r, ['Si 0.021', 'Na 0.9'], 'rodi');
    expect(r.unparsed).toEqual([]);
  });

  // prettier-ignore
  const FAUNA = ['Na 10650', 'Mg 1310', 'Ca 395', 'K 372', 'Sr 6.8', 'B 4.2', 'Br 64.8', 'S 905', 'I 0.041', 'P 0.021',
    'Si 0.062', 'Li 0.165', 'Ba 0.0094', 'Mo 0.0121', 'Fe nd', 'Mn 0.0006', 'Ni 0.0021', 'Cu 0.0012', 'Zn 0.0038',
    'V 0.0019', 'Se nb', 'Al 0.0085', 'Sn nd', 'Pb nd', 'As 0.0016'];

  it('Fauna Marin, German: I, P and Si in mg/l, n.n. and n.g., "Brom", its dosing plan ignored', () => {
    const r = parseIcpReport(readFixture('fauna-marin-de.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['fauna-marin', '2025-11-02', '135965']);
    const extra = ['Cr nd', 'Co nd', 'Sb nd', 'Cd nd', 'Be nd', 'Hg nd', 'Ti nd', 'W nd', 'La nd'];
    expectRows(r, [...FAUNA, ...extra]);
    expect(get(r, 'I')?.reported).toEqual({ value: '0,041', unit: '' });
    expect(r.unparsed).toEqual(['Aquariumvolumen: 600 l']);
  });

  it('Fauna Marin, Japanese portal', () => {
    const r = parseIcpReport(readFixture('fauna-marin-ja.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['fauna-marin', '2025-11-02', '135966']);
    expectRows(r, FAUNA);
    expect(r.unparsed).toEqual([]);
  });

  it('Oceamo ICP-OES, German: decimal commas, n.n. vs n.b., Osmose-Check as RO water', () => {
    const r = parseIcpReport(readFixture('oceamo-de.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['oceamo', '2025-09-12', 'MSR104582']);
    // prettier-ignore
    expectRows(r, ['salinity 34.6', 'KH 8.2', 'Na 10710', 'Mg 1302', 'Ca 428', 'K 389', 'Sr 7.9', 'B 4.45', 'Br 66',
      'Cl 19210', 'SO4 2690', 'Ba 0.0126', 'Cr nd', 'Co nd', 'Fe 0.0008', 'F 1.28', 'I 0.048', 'Cu 0.0011', 'Li 0.176',
      'Mn 0.0004', 'Mo 0.0109', 'Ni 0.0014', 'Rb nb', 'Se nd', 'V 0.0017', 'Zn 0.0032', 'Al 0.0064', 'Sb nd', 'As 0.0021',
      'Pb nd', 'Cd nd', 'Sn nd', 'Ti nd', 'NO3 2.8', 'PO4 0.04', 'P 0.019', 'Si 0.036']);
    expectRows(r, ['Na 0.36', 'Cu nd', 'Al 0.0024', 'Si 0.014'], 'rodi');
    expect(r.unparsed).toEqual(['Eingang Labor: 16.09.2025']);
  });

  it('Oceamo ICP-MS, English', () => {
    const r = parseIcpReport(readFixture('oceamo-en.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['oceamo', '2025-11-03', 'MSR118204']);
    // prettier-ignore
    expectRows(r, ['salinity 35.1', 'KH 7.4', 'Na 10830', 'Mg 1288', 'Ca 441', 'K 402', 'Sr 8.3', 'B 4.61', 'Br 67',
      'SO4 2720', 'Ba 0.0098', 'Cs 0.00032', 'Cr 0.00012', 'Co 0.00004', 'Fe 0.0009', 'F 1.33', 'I 0.061', 'Cu 0.00085',
      'Li 0.181', 'Mn 0.00031', 'Mo 0.0114', 'Ni 0.00092', 'Rb 0.121', 'Se 0.00008', 'V 0.0019', 'Zn 0.0027', 'Al 0.0041',
      'Sb 0.00021', 'As 0.0018', 'Pb nd', 'Cd nd', 'Hg nd', 'Sn 0.00005', 'Tl nb', 'W 0.00002', 'NO3 6.2', 'PO4 0.07',
      'P 0.025', 'Si 0.052']);
    expectRows(r, ['Na 0.21', 'Cu 0.0004', 'Si 0.008'], 'rodi');
  });

  it('Triton: symbol, value, unit, set point, deviation and doses; the dose columns are not read', () => {
    const r = parseIcpReport(readFixture('triton-de.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['triton', '2025-10-20', '2025-77812']);
    // prettier-ignore
    expectRows(r, ['Na 10820', 'Ca 415', 'Mg 1295', 'K 394', 'Br 63.2', 'B 4.12', 'Sr 7.4', 'S 921', 'Li 0.158',
      'I 0.044', 'Mo 0.0081', 'Fe 0.0004', 'Mn 0.0003', 'Cr 0.0002', 'Co 0.0001', 'Zn 0.0029', 'V 0.0011', 'Ba 0.0072',
      'Ni 0.0012', 'Cu 0.0036', 'Al 0.021', 'Sn 0.0008', 'Pb nd', 'PO4 0.05', 'Si 0.088']);
    expect(get(r, 'Pb')?.reported.value).toBe('0');
  });

  it('Tropic Marin Plus, English: I, P, Si in mg/l, MM-DD-YYYY, RO-water values apart', () => {
    const r = parseIcpReport(readFixture('tropic-marin-en.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['tropic-marin', '2025-10-14', 'TM-558217']);
    // prettier-ignore
    expectRows(r, ['salinity 34.8', 'KH 7.1', 'Cl 19320', 'Na 10710', 'SO4 2650', 'Mg 1245', 'Ca 398', 'K 386', 'Sr 7.8',
      'B 4.9', 'Br 64', 'F 1.24', 'I 0.046', 'NO3 3.4', 'P 0.018', 'PO4 0.055', 'Si 0.071', 'Zn 0.0031', 'V 0.0016',
      'Cu 0.0019', 'Ni 0.0011', 'Mn 0.0005', 'Mo 0.0096', 'Fe nd', 'Cr nd', 'Co nd', 'Li 0.171', 'Ba 0.0089', 'Al 0.0072',
      'Sb nd', 'Sn nd', 'Pb <0.0005']);
    expectRows(r, ['Na 0.52', 'Cu 0.0006', 'Si 0.012', 'Al 0.0028'], 'rodi');
    expect(r.unparsed).toEqual([
      'Electrical conductivity (mS/cm 25°C) 52,6 53',
      'pH value 8,12 8,1 - 8,4 ideal',
      'Magnesium : Calcium 3,13 3,1 - 3,3',
      'Calcium : Strontium 51,0 45 - 55',
    ]);
  });

  it('Tropic Marin Plus, German: Osmosewasser as RO water', () => {
    const r = parseIcpReport(readFixture('tropic-marin-de.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['tropic-marin', '2025-11-03', 'TM-561904']);
    // prettier-ignore
    expectRows(r, ['salinity 35.3', 'KH 9.4', 'Cl 19590', 'Na 10880', 'SO4 2740', 'Mg 1362', 'Ca 421', 'K 401', 'Sr 8.6',
      'B 4.4', 'Br 66', 'F 1.31', 'I 0.061', 'NO3 0.8', 'P 0.009', 'Si nd', 'Zn 0.0042', 'V 0.0024', 'Cu <0.0005',
      'Ni 0.0009', 'Mn 0.0004', 'Mo 0.0118', 'Fe 0.0006', 'Li 0.188', 'Ba 0.0107', 'Al 0.0039', 'Sn nd']);
    expectRows(r, ['Na 0.18', 'Cu nd', 'Si 0.004'], 'rodi');
    expect(r.unparsed).toEqual(['pH-Wert 8,05 8,1 - 8,4 erhöhen']);
  });

  it('Triton, English headings', () => {
    const r = parseIcpReport(readFixture('triton-en.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['triton', '2025-11-04', '2025-80144']);
    // prettier-ignore
    expectRows(r, ['Na 10690', 'Ca 446', 'Mg 1384', 'K 372', 'Br 66.4', 'B 4.55', 'Sr 8.2', 'S 902', 'Li 0.174',
      'I 0.031', 'Mo 0.0112', 'Fe 0.0008', 'Mn 0.0006', 'Zn 0.0034', 'V 0.0013', 'Ba 0.0091', 'Cu 0.0007', 'Al 0.0044',
      'Sn nd', 'Sb 0.0003', 'PO4 0.02', 'Si 0.041']);
    expect(r.unparsed).toEqual([]);
  });

  it('an unknown lab in English: names, any unit (meq/L → dKH, ppb, ppt)', () => {
    const r = parseIcpReport(readFixture('other-en.txt'));
    expect([r.lab, r.sampledAt, r.reportId]).toEqual(['other', '2025-09-30', null]);
    // 2.9 meq/L × 2.80385 dKH per meq/L = 8.131165 dKH
    // prettier-ignore
    expectRows(r, ['Ca 431', 'Mg 1340', 'KH 8.131165', 'K 405', 'Sr 8.4', 'I 0.058', 'B 4.7', 'Cu <0.002', 'Zn 0.0045',
      'NO3 5.1', 'PO4 0.08', 'Si nd', 'salinity 35']);
  });

  it('an unknown lab in Japanese', () => {
    const r = parseIcpReport(readFixture('other-ja.txt'));
    expect([r.lab, r.sampledAt]).toEqual(['other', '2025-10-05']);
    // prettier-ignore
    expectRows(r, ['Ca 418', 'Mg 1295', 'K 392', 'Sr 7.6', 'I 0.052', 'Br 66', 'B 4.3', 'Cu 0.0014', 'Zn 0.0039', 'Al nd',
      'PO4 0.05', 'NO3 3.2', 'salinity 34.9', 'KH 7.8']);
  });

  it('never reads a non-detect as 0, on every fixture', () => {
    for (const name of fixtureNames()) {
      for (const a of parseIcpReport(readFixture(name)).analytes) {
        if (a.detection !== 'measured') expect(a.value, `${name} ${a.element}`).toBeNull();
        else expect(a.value, `${name} ${a.element}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('layout variants read the same analytes', () => {
  const names = fixtureNames();
  for (const name of names) {
    const text = readFixture(name);
    const base = analyteKeys(parseIcpReport(text));
    const variants = name.endsWith('.html') ? (['mojibake', 'u', 'dosing-plan'] as const) : ICP_VARIANTS;
    it.each(variants)(`${name}: %s`, (v) => {
      const r = parseIcpReport(icpVariant(text, v));
      expect(analyteKeys(r)).toEqual(base);
    });
  }
});

describe('malformed text: no throw, unparsed filled where numbers are', () => {
  it('empty and white space', () => {
    expect(parseIcpReport('')).toEqual({ lab: 'other', sampledAt: null, reportId: null, analytes: [], unparsed: [] });
    expect(parseIcpReport(' \n\t\n ').analytes).toEqual([]);
  });

  it('not a string at run time', () => {
    expect(parseIcpReport(undefined as unknown as string).analytes).toEqual([]);
  });

  it('garbage with numbers goes to unparsed', () => {
    const r = parseIcpReport('lorem 12 ipsum\n%%%% 3,5 ##\nno digits here\n42');
    expect(r.analytes).toEqual([]);
    expect(r.unparsed).toEqual(['lorem 12 ipsum', '%%%% 3,5 ##', '42']);
  });

  it('an element with an unknown unit at an unknown lab is not guessed', () => {
    const r = parseIcpReport('Calcium 420 furlongs');
    expect(r.analytes).toEqual([]);
    expect(r.unparsed).toEqual(['Calcium 420 furlongs']);
  });

  it('random bytes and a broken dataTable', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const noise = Array.from({ length: 20000 }, () => String.fromCharCode(Math.floor(rnd() * 0x3000))).join('');
    expect(() => parseIcpReport(noise)).not.toThrow();
    expect(() => parseIcpReport('Ca 1 '.repeat(200_000))).not.toThrow();
    const broken = parseIcpReport('var dataTable = [{"symbol":"Ca","value":"4');
    expect(broken.analytes).toEqual([]);
  });

  it('huge text stays bounded', () => {
    const huge = 'Calcium 420 mg/l\nnoise 1 2 3\n'.repeat(20_000);
    const r = parseIcpReport(huge);
    expect(r.analytes).toHaveLength(1);
    expect(r.unparsed.length).toBeGreaterThan(0);
    expect(r.unparsed.length).toBeLessThanOrEqual(500);
  });
});

describe('icpFingerprint', () => {
  const r = parseIcpReport(readFixture('oceamo-de.txt'));

  it('is the same for the same report read again, whatever the row order', () => {
    const again = parseIcpReport(readFixture('oceamo-de.txt'));
    const shuffled = { ...again, analytes: [...again.analytes].reverse() };
    expect(icpFingerprint(shuffled)).toBe(icpFingerprint(r));
    expect(icpFingerprint(parseIcpReport(icpVariant(readFixture('oceamo-de.txt'), 'tabs')))).toBe(icpFingerprint(r));
  });

  it('changes when a value, the lab or the sampling date changes', () => {
    const changed = { ...r, analytes: r.analytes.map((a) => (a.element === 'Ca' ? { ...a, value: 429 } : a)) };
    expect(icpFingerprint(changed)).not.toBe(icpFingerprint(r));
    expect(icpFingerprint({ ...r, lab: 'ati' })).not.toBe(icpFingerprint(r));
    expect(icpFingerprint({ ...r, sampledAt: '2025-09-13' })).not.toBe(icpFingerprint(r));
  });
});

describe('unit and non-detect rules, one row at a time', () => {
  const one = (text: string) => parseIcpReport(text).analytes[0];
  it.each([
    // [row, element, detection, value or limit (mg/L, PSU, dKH)]
    ['Calcium 420 mg/l', 'Ca', 'measured', 420],
    ['Kupfer 2,5 µg/l', 'Cu', 'measured', 0.0025],
    ['Kupfer 2,5 Âµg/l', 'Cu', 'measured', 0.0025],
    ['Kupfer 2,5 ug/L', 'Cu', 'measured', 0.0025],
    ['Kupfer 2,5 ppb', 'Cu', 'measured', 0.0025],
    ['Kupfer 2500 ng/l', 'Cu', 'measured', 0.0025],
    ['Copper < 0,5 µg/l', 'Cu', 'below', 0.0005],
    ['Copper <0.5 µg/l', 'Cu', 'below', 0.0005],
    ['Kupfer n. n.', 'Cu', 'not-detected', null],
    ['Kupfer < NWG', 'Cu', 'not-detected', null],
    ['Kupfer ---', 'Cu', 'not-detected', null],
    ['Rubidium n.b.', 'Rb', 'not-determined', null],
    ['Selen n.g.', 'Se', 'not-determined', null],
    ['銅 検出限界未満', 'Cu', 'not-detected', null],
    ['Salinität 35PSU', 'salinity', 'measured', 35],
    ['Salinity 35 ‰', 'salinity', 'measured', 35],
    // 2.5 meq/L × 2.80385 = 7.009625 dKH
    ['Alkalinity 2.5 meq/L', 'KH', 'measured', 7.009625],
    ['KH 8,1 °dKH', 'KH', 'measured', 8.1],
    ['Phosphate 0.05 mg/L', 'PO4', 'measured', 0.05],
    ['Phosphorus 15 µg/L', 'P', 'measured', 0.015],
    ['Sulfate 2700 mg/L', 'SO4', 'measured', 2700],
    ['Sulfur 900 mg/L', 'S', 'measured', 900],
    ['PO4-P 0,02 mg/l', 'P', 'measured', 0.02],
    ['リン酸塩 0.05 mg/L', 'PO4', 'measured', 0.05],
    ['リン 0.02 mg/L', 'P', 'measured', 0.02],
    ['Magnesium 1.350,5 mg/l', 'Mg', 'measured', 1350.5],
    ['Magnesium 1,350.5 mg/l', 'Mg', 'measured', 1350.5],
  ] as const)('%s', (row, element, detection, v) => {
    const a = one(row);
    expect([a?.element, a?.detection]).toEqual([element, detection]);
    const n = detection === 'below' ? a?.limit : a?.value;
    if (v === null) expect(n).toBeNull();
    else expect(n).toBeCloseTo(v, 9);
  });

  it('RO-water headings in three languages', () => {
    for (const heading of ['Osmose', 'Osmosis water', 'RO水', 'RO-Wasser']) {
      const r = parseIcpReport(`Calcium 420 mg/l\n${heading}\nNatrium 0,3 mg/l`);
      expect(
        r.analytes.map((a) => a.section),
        heading,
      ).toEqual(['aquarium', 'rodi']);
    }
  });

  it('rows run together on one line (a PDF text run) are split before each element', () => {
    const r = parseIcpReport(
      'Probenahme: 12.09.2025 Calcium 428 mg/l 400 - 450 Magnesium 1302 mg/l 1250 - 1400 Kalium 389 mg/l Kupfer n.n. <1 Iod 48 µg/l 50 - 70',
    );
    expect(r.sampledAt).toBe('2025-09-12');
    expect(r.analytes.map((a) => [a.element, a.value])).toEqual([
      ['Ca', 428],
      ['Mg', 1302],
      ['K', 389],
      ['Cu', null],
      ['I', 0.048],
    ]);
  });

  it('dosing amounts next to element names are not read', () => {
    const r = parseIcpReport('Kalium 12 ml\nStrontium: 6 mL täglich\nCalcium 420 mg/l');
    expect(r.analytes.map((a) => a.element)).toEqual(['Ca']);
    expect(r.unparsed).toEqual([]);
  });
});

describe('parseIcpReport: units that do not fit the analyte, and numbers a lab writes with a leading 0', () => {
  const one = (text: string, element: string) => parseIcpReport(text).analytes.find((a) => a.element === element);

  it('reads "0,048" as a decimal comma even where no other number decides (a group of thousands never starts with 0)', () => {
    const r = parseIcpReport('Iod 0,048 mg/l\nKupfer 0,001 mg/l');
    expect(one('Iod 0,048 mg/l\nKupfer 0,001 mg/l', 'I')?.value).toBe(0.048);
    expect(r.analytes.find((a) => a.element === 'Cu')?.value).toBe(0.001);
    // beside it, "1.302" in the same German text is 1,302 mg/L of magnesium
    expect(one('Iod 0,048 mg/l\nKupfer 0,001 mg/l\nMagnesium 1.302 mg/l', 'Mg')?.value).toBe(1302);
    expect(one('Iodine 0.048 mg/L\nCopper 0.001 mg/L', 'I')?.value).toBe(0.048);
  });

  it('leaves an element in mmol/L, meq/L, ppt or °dH unparsed instead of reading it as alkalinity or salinity', () => {
    for (const line of [
      'Calcium 10.5 mmol/L',
      'Calcium 21 meq/L',
      'Magnesium 53 mmol/l',
      'Mercury 5 ppt',
      'Sodium 10.7 g/kg',
      'Calcium 24 °dH',
    ]) {
      const r = parseIcpReport(line);
      expect(r.analytes, line).toEqual([]);
      expect(r.unparsed, line).toEqual([line]);
    }
  });

  it('reads alkalinity printed in mg/L as CaCO3, and in meq/L, as dKH', () => {
    const kh = one('KH 145 mg/L', 'KH');
    expect(kh?.unit).toBe('dKH');
    expect(kh?.value).toBeCloseTo(145 / 17.848, 3);
    expect(one('KH 2.9 meq/L', 'KH')?.value).toBeCloseTo(2.9 * 2.80385, 4);
  });

  it('takes an RO heading that carries a sample number or a date as the RO section', () => {
    for (const heading of ['Osmosewasser – Probe 2', 'Osmose (12.09.2025)']) {
      const r = parseIcpReport(`Kalium 410 mg/l\n${heading}\nKalium 0,5 mg/l`);
      expect(
        r.analytes.map((a) => [a.section, a.value]),
        heading,
      ).toEqual([
        ['aquarium', 410],
        ['rodi', 0.5],
      ]);
    }
  });
});

describe('parseIcpReport: comma CSV, ions given as their element, ideal values, hostile HTML', () => {
  const read = (text: string) => parseIcpReport(text).analytes.map((a) => [a.element, a.value]);

  it('reads a comma-separated CSV, quoted or not, with decimal points or quoted decimal commas', () => {
    expect(read('Element,Value,Unit\nCalcium,431,mg/L\nIodine,58,ppb\nMagnesium,1302.5,mg/L')).toEqual([
      ['Ca', 431],
      ['I', 0.058],
      ['Mg', 1302.5],
    ]);
    expect(read('"Element","Wert","Einheit"\n"Kalium","398,5","mg/l"\n"Iod","0,048","mg/l"')).toEqual([
      ['K', 398.5],
      ['I', 0.048],
    ]);
  });

  it('leaves an ion given as its element unparsed instead of reading it as the ion', () => {
    for (const line of [
      'Phosphat-Phosphor 0,02 mg/l',
      'Phosphate-P 0.02 mg/L',
      'Phosphate (as P) 0.02 mg/L',
      'Nitrate as N 1.1 mg/L',
      'Sulfat-S 900 mg/l',
      'Ammonium-N 0.01 mg/l',
    ]) {
      const r = parseIcpReport(line);
      expect(r.analytes, line).toEqual([]);
      expect(r.unparsed, line).toEqual([line]);
    }
    expect(read('Phosphat (PO4) 0,05 mg/l')).toEqual([['PO4', 0.05]]);
  });

  it('does not take the ideal value on a following line for a reading the row lacks', () => {
    expect(read('Ca\nCalcium\nIdealwert: 440 mg/l\nTOP')).toEqual([]);
  });

  it('names Triton by its lab name in any case or its web address', () => {
    expect(parseIcpReport('Triton ICP-OES Analysis\nCalcium 420 mg/l').lab).toBe('triton');
    expect(parseIcpReport('www.triton-lab.de\nCalcium 420 mg/l').lab).toBe('triton');
  });

  it('reads a page of unclosed tags in linear time', () => {
    const r = parseIcpReport(`<div>Calcium 420 mg/l</div>${'<a'.repeat(100_000)}<script>${'<script'.repeat(40_000)}`);
    expect(r.analytes.map((a) => a.element)).toEqual(['Ca']);
  });
});

describe('parseIcpReport: nothing with a number is dropped without a trace', () => {
  it('reads a table whose columns sit side by side on one line', () => {
    const r = parseIcpReport('Calcium\tCa\t395 mg/l\tLithium\tLi\t165 µg/l\nMagnesium\tMg\t1268 mg/l\tBarium\tBa\t12 µg/l');
    expect(r.analytes.map((a) => [a.element, a.value])).toEqual([
      ['Ca', 395],
      ['Li', 0.165],
      ['Mg', 1268],
      ['Ba', 0.012],
    ]);
  });

  it('shows a number line at the top of a report as unparsed', () => {
    expect(parseIcpReport('Oceamo\n42\nCalcium 420 mg/l').unparsed).toEqual(['42']);
  });
});

describe('parseIcpReport: values that are not concentrations', () => {
  it('reads BDL, b.d.l. and k.A. as not detected or not determined', () => {
    const r = parseIcpReport('Zinc BDL\nNickel b.d.l.\nTitan k.A.');
    expect(r.analytes.map((a) => [a.element, a.detection])).toEqual([
      ['Zn', 'not-detected'],
      ['Ni', 'not-detected'],
      ['Ti', 'not-determined'],
    ]);
  });

  it('leaves a negative value and a specific gravity given as the salinity unparsed', () => {
    const r = parseIcpReport('Calcium -5 mg/L\nSalinity 1.025 SG\nMagnesium 1300 mg/L');
    expect(r.analytes.map((a) => a.element)).toEqual(['Mg']);
    expect(r.unparsed).toEqual(['Calcium -5 mg/L', 'Salinity 1.025 SG']);
  });
});

describe('parseIcpReport: which lab a report is from', () => {
  const row = 'Iod\t0,06\t\t0,05 - 0,08';
  it('takes the lab named first when two are named as often (a Fauna Marin report that recommends an ATI product)', () => {
    const r = parseIcpReport(`Fauna Marin\nAnalyse-Nr. 135970\n${row}\nEmpfehlung: ATI Iodine+ 2 ml`);
    expect(r.lab).toBe('fauna-marin');
    // Fauna Marin prints iodine in mg/l: read as ATI's µg/l it would be a thousandth of the reading
    expect(get(r, 'I')?.value).toBeCloseTo(0.06, 9);
  });
  it('counts a lab name or web address above bare names of products', () => {
    const text = `lab.faunamarin.de/de/share/analysis/135971\n${row}\nATI Essentials, ATI Iodine+`;
    expect(parseIcpReport(text).lab).toBe('fauna-marin');
    expect(parseIcpReport('ATI Lab ICP-OES\nCalcium 420 mg/l\nTropic Marin Pro-Coral A, Tropic Marin Elements').lab).toBe('ati');
  });
  it('reads the labs written in katakana on Japanese pages', () => {
    expect(parseIcpReport('ファウナマリン ICP-OES 分析結果\nカルシウム\tCa\t395 mg/L').lab).toBe('fauna-marin');
    expect(parseIcpReport('トリトン ICP分析\nカルシウム\tCa\t395 mg/L').lab).toBe('triton');
    expect(parseIcpReport('Triton GmbH\nCalcium 420 mg/l').lab).toBe('triton'); // the bare name in any case
  });
  it('reads ヨード, the name Japanese keepers give iodine, as iodine', () => {
    expect(parseIcpReport('分析結果\nヨード\tI\t0.052 mg/L').analytes.map((a) => [a.element, a.value])).toEqual([['I', 0.052]]);
    expect(parseIcpReport('分析結果\nヨウ素\t48 µg/L').analytes.map((a) => [a.element, a.value])).toEqual([['I', 0.048]]);
  });

  it('keeps one reading per element and sample: a second, different one is shown as unparsed', () => {
    const r = parseIcpReport('ATI Lab\nKalium 405 mg/l\nK Kalium 18 mg/l\nKalium 405 mg/l\nOsmose\nKalium 0,2 mg/l');
    expectRows(r, ['K 405']);
    expectRows(r, ['K 0.2'], 'rodi');
    expect(r.unparsed).toEqual(['K Kalium 18 mg/l']);
  });
});

describe('parseIcpReport: sampling dates as labs print them', () => {
  it.each([
    ['a label alone, the date on the next line', 'ATI Lab\nProbenahme\n14.10.2025\nCalcium 420 mg/l', '2025-10-14'],
    ['the next line with a time of day', 'ATI Lab\nSample date:\n2025-10-14 09:30\nCalcium 420 mg/l', '2025-10-14'],
    ['a two-digit year after dots', 'Oceamo\nProbenahme: 14.10.25\nCalcium 420 mg/l', '2025-10-14'],
    ['an English month name first', 'Date of sampling: Oct 14, 2025\nCalcium 420 mg/l', '2025-10-14'],
    ['an English month name after the day', 'Sampled on 14 October 2025\nCalcium 420 mg/l', '2025-10-14'],
    ['a German month name', 'Probenahme: 3. März 2025\nCalcium 420 mg/l', '2025-03-03'],
  ])('%s', (_, text, date) => {
    const r = parseIcpReport(text);
    expect(r.sampledAt).toBe(date);
    expect(r.unparsed).toEqual([]);
    expect(r.analytes.map((a) => [a.element, a.value])).toEqual([['Ca', 420]]);
  });
  it('reads no date that does not exist, and no date from a later line that is not one', () => {
    expect(parseIcpReport('Probenahme: 31.02.25\nCalcium 420 mg/l').sampledAt).toBeNull();
    expect(parseIcpReport('Sample date: Foo 14, 2025\nCalcium 420 mg/l').sampledAt).toBeNull();
    const r = parseIcpReport('Probenahme:\nCalcium 420 mg/l');
    expect([r.sampledAt, r.analytes.length]).toEqual([null, 1]);
  });
});

describe('parseIcpReport: what is not the measured value', () => {
  const empty = (text: string) => expect(parseIcpReport(text).analytes).toEqual([]);

  it.each([
    'Calcium 45 g/Tag',
    'Iod 2 Tropfen/Tag',
    'Kalium 18 ml/100 l',
    'Kalium 18 ml/Woche',
    'Strontium 2 x 6 ml',
    'カルシウム 45 ml/日',
  ])('reads the dose "%s" as no reading', (line) =>
    empty(`Fauna Marin Lab – ICP-OES Analyse\nProbe entnommen am: 02.11.2025\nDosierempfehlung für 600 Liter\n${line}`),
  );

  it.each(['Salinität 52,8 mS/cm', 'Iod 0,35 µmol/l', 'Salinity 35 g/l'])('leaves "%s", a unit it does not read, unparsed', (line) => {
    const r = parseIcpReport(`ATI Aquaristik\n${line}`);
    expect(r.analytes).toEqual([]);
    expect(r.unparsed).toEqual([line]);
  });

  it('reads alkalinity in mval/l as meq/L', () => {
    expect(get(parseIcpReport('ATI Aquaristik\nKH 2,9 mval/l'), 'KH')?.value).toBeCloseTo(2.9 * 2.80385, 9);
  });

  it('reads a row whose value cell is empty as no reading, not its target', () => {
    for (const [text, element] of [
      ['Fauna Marin Lab\nIod\tI\t\t0,05 - 0,06 - 0,08', 'I'],
      ['TRITON Lab\nSe\t\t0.1 µg/l\t\t0\t0\nNO3\t\t5 mg/l\t\t\t', 'NO3'],
      ['Tropic Marin Pro-Lab\nMolybdenum (µg/l)\tMo\t\t10 - 15\t\t', 'Mo'],
      ['OCEAMO\nRubidium  100 - 130', 'Rb'],
    ]) {
      expect(get(parseIcpReport(text), element), text).toBeUndefined();
    }
  });

  it('finds the value column of a table, so a row without a symbol is read and one without a value is not', () => {
    const r = parseIcpReport(
      'Fauna Marin Lab\nSalinität\t\t35,0\tPSU\nCalcium\tCa\t420\t380 - 420 - 460\nMagnesium\tMg\t1350\t1250 - 1350 - 1450\nIod\tI\t\t0,05 - 0,06 - 0,08\nNatrium\tNa\t10 650\t10000 - 10780 - 11500',
    );
    expectRows(r, ['salinity 35', 'Ca 420', 'Mg 1350', 'Na 10650']);
    expect(r.unparsed).toEqual(['Iod\tI\t\t0,05 - 0,06 - 0,08']);
  });

  it('reads non-detects in words it did not know as no number, never the target after them', () => {
    const ja = parseIcpReport(
      'ファウナマリン ラボ ICP分析\nリン\nP\n検出下限以下\n0.01 - 0.03 - 0.05\n鉄\nFe\n未検出\n0.5 - 2 - 5\n銅 Cu 0.5 未満 µg/l',
    );
    expectRows(ja, ['P nd', 'Fe nd', 'Cu <0.0005']);
    const de = parseIcpReport(
      'OCEAMO\nIod n.a. 50 - 70\nEisen n.v. 0,5 - 2\nKupfer kleiner 0,5 µg/l\nCobalt less than 0.5 µg/l\nZink z.B. 3 µg/l',
    );
    expectRows(de, ['I nb', 'Fe nd', 'Cu <0.0005', 'Co <0.0005']);
    expect(de.unparsed).toEqual(['Zink z.B. 3 µg/l']);
  });

  it.each(['Nitrat n.n. 1 - 10', 'Nitrit n.n. <0,1', 'Ammonium n.n. <0,05', 'Silikat n.b. <1'])(
    'reads the ion in "%s" as a non-detect',
    (line) => {
      const r = parseIcpReport(`OCEAMO Meerwasseranalyse\n${line}`);
      expect(r.analytes).toHaveLength(1);
      expect(r.analytes[0].value).toBeNull();
    },
  );
});

describe('parseIcpReport: thousands and decimals', () => {
  it('reads a German excerpt without a decimal comma in thousands, a date not counting as a decimal', () => {
    const r = parseIcpReport(
      'ATI Aquaristik ICP-OES Wasseranalyse\nProbenahme: 14.10.2025\nMg Magnesium 1.268 mg/l\nNa Natrium 10.920 mg/l\nCa Calcium 402 mg/l',
    );
    expectRows(r, ['Mg 1268', 'Na 10920', 'Ca 402']);
  });

  it('reads the JSON numbers of ATI’s page as numbers on a page of decimal commas', () => {
    const r = parseIcpReport(`<p>Probenahme: 15.09.2023</p><script>var dataTable = [
{"group":"Basiswerte","symbol":"KH","name":"Alkalinität","value":7.875,"unit":"dKH"},
{"group":"Mengenelemente","symbol":"Sr","name":"Strontium","value":8.125,"unit":"mg/l"},
{"group":"Spurenelemente","symbol":"Ba","name":"Barium","value":"11,4","unit":"µg/l"},
{"group":"Reverse Osmosis","symbol":"Si","name":"Silizium","value":"21","unit":"µg/l"}];</script>`);
    expectRows(r, ['KH 7.875', 'Sr 8.125', 'Ba 0.0114']);
    expectRows(r, ['Si 0.021'], 'rodi');
  });

  it('reads a thin space between thousands as part of the number', () => {
    expect(get(parseIcpReport('ATI Aquaristik\nNa Natrium 10\u2009920 mg/l\nB Bor 4,31 mg/l'), 'Na')?.value).toBe(10920);
  });
});

describe('parseIcpReport: RO-water headings and the report’s header', () => {
  const aquarium = 'OCEAMO – Meerwasseranalyse ICP-OES\nMengenelemente\nNatrium 10710 mg/l 10500 - 11000\nSilicium 36 µg/l <100\n';
  it.each([
    'Umkehrosmose',
    'Reverse osmosis water',
    'Osmoseanalyse',
    'Analyse Osmosewasser',
    'Osmose-Check: Probe vom 12.09.2025, Anlage 1',
    'RO-Wasser (Probe 2)',
  ])('keeps the rows after "%s" out of the aquarium', (heading) => {
    const r = parseIcpReport(`${aquarium}${heading}\nNatrium 0,36 mg/l <1\nSilicium 14 µg/l <10`);
    expectRows(r, ['Na 10710', 'Si 0.036']);
    expectRows(r, ['Na 0.36', 'Si 0.014'], 'rodi');
    expect(r.unparsed).toEqual([]);
  });

  it('reads the report’s number beside the sampling date, under its German and English labels, and never a date', () => {
    expect(parseIcpReport('Fauna Marin Lab Analyse-Nr.: 135965 Probe entnommen am: 02.11.2025\nCalcium Ca 395')).toMatchObject({
      reportId: '135965',
      sampledAt: '2025-11-02',
    });
    for (const [line, id] of [
      ['Auftragsnummer: FM-135965', 'FM-135965'],
      ['Berichtsnummer: MSR-104582', 'MSR-104582'],
      ['Report number: 77812-A', '77812-A'],
      ['Analysennummer: 118734', '118734'],
      ['Analysis 2025-10-21 for tank 1', null],
    ]) {
      expect(parseIcpReport(`Oceamo\n${line}\nCalcium 402 mg/l`).reportId, line ?? '').toBe(id);
    }
  });

  it('reads the date on the line after "Probenahme am"', () => {
    expect(parseIcpReport('ATI Aquaristik\nErstellt am 21.10.2025\nProbenahme am\n14.10.2025\nCalcium 402 mg/l').sampledAt).toBe(
      '2025-10-14',
    );
  });
});
