/** Ids (= dotted input paths) of the salt-mix inputs: every result depends on all of them. */
export const SALTMIX_INPUTS = [
  'saltId',
  'gramsPerLiterAt35',
  'volumeL',
  'temperatureC',
  'targetSalinity',
  'targetUnit',
  'currentSalinity',
  'currentUnit',
  'sgConvention',
  'conductivityCompensated',
] as const;
