/**
 * Iso-lines of the PAR grid (marching squares) for the coral-zone overlay. Coordinates are in cell units with
 * the centre of cell (i, j) at (i + 0.5, j + 0.5), so a drawing with viewBox "0 0 nx ny" lines up with the map.
 */

/** Where the level crosses between two corner values a and b (0–1 along the edge). */
const cross = (a: number, b: number, level: number) => (a === b ? 0.5 : (level - a) / (b - a));

/**
 * Line segments [x1, y1, x2, y2, …] where the grid crosses `level`. Saddles are split by the mean of the four
 * corners. A row-major ny × nx grid of fewer than 2 × 2 cells has no segments.
 */
export function contourSegments(grid: ArrayLike<number>, nx: number, ny: number, level: number): number[] {
  const out: number[] = [];
  if (nx < 2 || ny < 2 || grid.length < nx * ny || !Number.isFinite(level)) return out;
  for (let j = 0; j < ny - 1; j++) {
    for (let i = 0; i < nx - 1; i++) {
      const tl = grid[j * nx + i];
      const tr = grid[j * nx + i + 1];
      const br = grid[(j + 1) * nx + i + 1];
      const bl = grid[(j + 1) * nx + i];
      const code = (tl >= level ? 8 : 0) | (tr >= level ? 4 : 0) | (br >= level ? 2 : 0) | (bl >= level ? 1 : 0);
      if (code === 0 || code === 15) continue;
      const x0 = i + 0.5;
      const y0 = j + 0.5;
      // Edge crossing points: top, right, bottom, left.
      const top = () => [x0 + cross(tl, tr, level), y0];
      const right = () => [x0 + 1, y0 + cross(tr, br, level)];
      const bottom = () => [x0 + cross(bl, br, level), y0 + 1];
      const left = () => [x0, y0 + cross(tl, bl, level)];
      const seg = (p: number[], q: number[]) => out.push(p[0], p[1], q[0], q[1]);
      const centreHigh = (tl + tr + br + bl) / 4 >= level;
      switch (code) {
        case 1:
        case 14:
          seg(left(), bottom());
          break;
        case 2:
        case 13:
          seg(bottom(), right());
          break;
        case 3:
        case 12:
          seg(left(), right());
          break;
        case 4:
        case 11:
          seg(top(), right());
          break;
        case 6:
        case 9:
          seg(top(), bottom());
          break;
        case 7:
        case 8:
          seg(left(), top());
          break;
        case 5: // tr and bl high
          if (centreHigh) {
            seg(left(), top());
            seg(bottom(), right());
          } else {
            seg(top(), right());
            seg(left(), bottom());
          }
          break;
        case 10: // tl and br high
          if (centreHigh) {
            seg(top(), right());
            seg(left(), bottom());
          } else {
            seg(left(), top());
            seg(bottom(), right());
          }
          break;
      }
    }
  }
  return out;
}

/** An SVG path ("M x y L x y …") of the segments, with coordinates rounded to 0.01 cell. */
export function segmentsToPath(segments: readonly number[]): string {
  const r = (v: number) => Math.round(v * 100) / 100;
  let d = '';
  for (let k = 0; k + 3 < segments.length; k += 4)
    d += `M${r(segments[k])} ${r(segments[k + 1])}L${r(segments[k + 2])} ${r(segments[k + 3])}`;
  return d;
}
