/** What the 3D view draws (lengths in cm, as in the inputs); shared by the loader and the lazily loaded scene. */
export interface SceneFixture {
  xCm: number;
  yCm: number;
  heightCm: number;
  beamDeg: number;
}

export interface SceneData {
  lengthCm: number;
  widthCm: number;
  waterDepthCm: number;
  depthCm: number;
  fixtures: readonly SceneFixture[];
  /** PPFD per cell at `depthCm`, row-major ny × nx, row 0 at the back wall */
  grid: Float32Array;
  nx: number;
  ny: number;
  scaleMax: number;
  nWater: number;
  refraction: boolean;
}
