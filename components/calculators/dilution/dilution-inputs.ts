/** Ids (= dotted input paths) of the dilution inputs: every result depends on them. */
export const DILUTION_INPUTS = [
  'mode',
  'parameter',
  'alkalinityUnit',
  'tankVolumeL',
  'current',
  'target',
  'newWater',
  'changeVolumeL',
  'tankSalinity',
  'newWaterSalinity',
] as const;
