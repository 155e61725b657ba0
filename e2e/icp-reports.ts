/**
 * Two short lab reports for the ICP e2e spec and the bench, written for them (numbers invented, layouts as the labs
 * print them: lib/icp/fixtures holds the parser's own fixtures). Report A has one line the parser cannot read
 * ("1O" with a letter O), which the keeper corrects in the preview.
 */
export const REPORT_A = `ATI Aquaristik ICP-OES analysis
Analysis no.: ATI-2026-000101
Sampling date: 01.11.2026
Base values
Salinity\t35.0\tPSU
KH\tAlkalinity\t8.0\tdKH
Major elements
Ca\tCalcium\t430\tmg/l
Mg\tMagnesium\t1320\tmg/l
K\tPotassium\t400\tmg/l
Sr\tStrontium\t7.6\tmg/l
Trace elements
I\tIodine\t55\tµg/l
Mo\tMolybdenum\t9.5\tµg/l
Barium\tBa\t1O\tµg/l
Pollutants
Cu\tCopper\t< 0.5\tµg/l
Sn\tTin\t---\tµg/l
Nutrients
NO3\tNitrate\t4\tmg/l
PO4\tPhosphate\t0.05\tmg/l
`;

export const REPORT_B = `OCEAMO – Meerwasseranalyse ICP-OES
Bericht MSR200202
Probenahme: 15.11.2026 - 18:30

Grundparameter
Salinität 34,0 psu 35
Alkalinität (KH) 7,4 dKH 7 - 9

Mengenelemente
Magnesium 1190 mg/l 1250 - 1400
Calcium 360 mg/l 400 - 450
Kalium 385 mg/l 380 - 420
Strontium 5,1 mg/l 7,5 - 9

Spurenelemente
Barium 11,2 µg/l 8 - 15
Iod 30 µg/l 50 - 70
Kupfer 1,1 µg/l <3

Nährstoffe
Nitrat 6 mg/l
Phosphat 0,08 mg/l
`;
