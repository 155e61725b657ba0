/**
 * Consumption from every test, not two (docs/methods.md#consumption-fit). Each test's level, with the rise of every
 * dose (D) and the level removed by every water change (W) since the first test added back, lies on a straight line
 * whose slope is minus the daily consumption — the level balance of the two-test planner applied over every interval:
 *
 *   zᵢ = levelᵢ − Dᵢ + Wᵢ = L₀ − c·τᵢ + εᵢ        (τᵢ days since the first test; Dᵢ, Wᵢ summed over the intervals before it)
 *
 * c and L₀ are found by weighted least squares, made robust by iteratively reweighted least squares with Huber's
 * weights (k = 1.345 on residuals scaled by their median absolute deviation): a test far off the line counts less and is
 * named, never silently dropped. The standard uncertainty of c is the weighted regression's, u = σ̂/√Σwᵢ(τᵢ − τ̄)², with
 * σ̂² = Σwᵢrᵢ²/(n − 2) over the residuals from the robust line and the readings' own weights wᵢ; with more than three tests, Huber's variance of the robust estimate where it is wider. The ± shown is the expanded
 * uncertainty U = k·u with the GUM's coverage factor for 95.45 % (Student's t, n − 2 degrees of freedom; k = 2 for many). On two tests the line passes through both and c is the
 * planner's exactly. Pure, so the bench and the tests run it as the screen does.
 */

export interface FitPoint {
  /** entry id, to name an outlier */
  id: string;
  /** epoch ms */
  t: number;
  level: number;
  /** the reading's standard uncertainty (its kit's stated accuracy), when known: weight 1/σ²; else 1 */
  sigma?: number;
}

/** What happened to the level between two consecutive tests (the planner's D and W over that interval). */
export interface FitStep {
  dosedRise: number;
  waterChangeEffect: number;
}

export interface FitOutlier {
  id: string;
  t: number;
  /** the test's distance from the line, in the level's unit (positive: above it) */
  residual: number;
  /** the weight the robust fit gave it (1: full) */
  weight: number;
}

export interface ConsumptionFit {
  /** units of the level per day (positive: used up) */
  consumptionPerDay: number;
  /** standard uncertainty of the consumption (null on two tests: the line is exact, the planner's resolution applies) */
  uncertaintyPerDay: number | null;
  /** expanded uncertainty, 95.45 % (the GUM's k: Student's t, n − 2 degrees of freedom) */
  expandedPerDay: number | null;
  n: number;
  /** the level the line gives at the first test */
  intercept: number;
  /** tests the robust fit weighed down (|r| > 2.5 scaled residuals) */
  outliers: FitOutlier[];
  /** the fitted level at each test (with the doses and changes before it), for the chart */
  line: { t: number; value: number }[];
}

const DAY_MS = 86_400_000;
const HUBER_K = 1.345;
const OUTLIER_SCALED = 2.5;
const MAX_ITERATIONS = 50;

/**
 * Student's t quantile for a 95.45 % coverage (the GUM's coverage factor, k = 2 for many degrees of freedom) at ν
 * degrees of freedom: the GUM's table (JCGM 100:2008, Table G.2) to 10, the Cornish–Fisher expansion beyond.
 */
export function coverageFactor(nu: number): number {
  const table = [Infinity, 13.97, 4.53, 3.31, 2.87, 2.65, 2.52, 2.43, 2.37, 2.32, 2.28];
  if (nu < 1) return Infinity;
  if (nu <= 10) return table[Math.round(nu)];
  const z = 2;
  return (
    z +
    (z ** 3 + z) / (4 * nu) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * nu ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * nu ** 3)
  );
}

function wls(x: readonly number[], y: readonly number[], w: readonly number[]) {
  let sw = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < x.length; i++) {
    sw += w[i];
    sx += w[i] * x[i];
    sy += w[i] * y[i];
  }
  const mx = sx / sw;
  const my = sy / sw;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < x.length; i++) {
    sxx += w[i] * (x[i] - mx) ** 2;
    sxy += w[i] * (x[i] - mx) * (y[i] - my);
  }
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx, sxx };
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The consumption fitted to `points` (oldest first, distinct times) and the `steps` between them (points.length − 1),
 * or null with fewer than two points or no time between them.
 */
export function fitConsumption(points: readonly FitPoint[], steps: readonly FitStep[]): ConsumptionFit | null {
  const n = points.length;
  if (n < 2 || steps.length !== n - 1) return null;
  const t0 = points[0].t;
  const x = points.map((p) => (p.t - t0) / DAY_MS);
  if (!(x[n - 1] > 0) || x.some((v, i) => i > 0 && !(v > x[i - 1]))) return null;
  // the balance's offsets: D added up, W taken away, over the intervals before each test
  const offset = [0];
  for (let i = 1; i < n; i++) offset.push(offset[i - 1] + steps[i - 1].dosedRise - steps[i - 1].waterChangeEffect);
  const z = points.map((p, i) => p.level - offset[i]);
  const prior = points.map((p) => (p.sigma && p.sigma > 0 ? 1 / p.sigma ** 2 : 1));
  let robust = points.map(() => 1);
  let fit = wls(x, z, prior);
  let scale = 0;
  if (n > 3) {
    for (let it = 0; it < MAX_ITERATIONS; it++) {
      const r = z.map((v, i) => (v - fit.intercept - fit.slope * x[i]) * Math.sqrt(prior[i]));
      scale = median(r.map(Math.abs)) / 0.6745;
      if (!(scale > 0)) break;
      const next = r.map((v) => Math.min(1, HUBER_K / Math.abs(v / scale)));
      const moved = next.some((w, i) => Math.abs(w - robust[i]) > 1e-9);
      robust = next;
      fit = wls(
        x,
        z,
        prior.map((p, i) => p * robust[i]),
      );
      if (!moved) break;
    }
  }
  const residuals = z.map((v, i) => v - fit.intercept - fit.slope * x[i]);
  let u: number | null = null;
  if (n > 2) {
    const sxx = wls(x, z, prior).sxx;
    const e = residuals.map((r, i) => r * Math.sqrt(prior[i]));
    const s2 = e.reduce((acc, r) => acc + r * r, 0) / (n - 2);
    if (scale > 0) {
      // Huber's (1981, §7.6) variance of a regression M-estimate: K²·[Σψ²/(n − p)]/[Σψ′/n]²·s²/Sxx, with ψ the
      // clipped scaled residual and K = 1 + (p/n)·var(ψ′)/mean(ψ′)², p = 2: it counts what weighing down costs
      const psi = e.map((r) => Math.max(-HUBER_K, Math.min(HUBER_K, r / scale)));
      const dpsi = e.map((r) => (Math.abs(r / scale) <= HUBER_K ? 1 : 0));
      const m = dpsi.reduce((a: number, b) => a + b, 0) / n;
      const v = dpsi.reduce((a: number, b) => a + (b - m) ** 2, 0) / n;
      const k = 1 + (2 / n) * (v / m ** 2);
      const huber = m > 0 ? ((k * k * psi.reduce((a, b) => a + b * b, 0)) / (n - 2) / m ** 2) * scale ** 2 : Infinity;
      // never narrower than the spread of the tests about the line
      u = Math.sqrt(Math.max(huber, s2) / sxx);
    } else u = Math.sqrt(s2 / sxx);
  }
  const outliers: FitOutlier[] =
    scale > 0
      ? points
          .map((p, i) => ({
            id: p.id,
            t: p.t,
            residual: residuals[i],
            weight: robust[i],
            scaled: Math.abs(residuals[i] * Math.sqrt(prior[i])) / scale,
          }))
          .filter((o) => o.scaled > OUTLIER_SCALED)
          .map(({ scaled: _s, ...o }) => o)
      : [];
  return {
    consumptionPerDay: -fit.slope,
    uncertaintyPerDay: u,
    expandedPerDay: u === null ? null : u * coverageFactor(n - 2),
    n,
    intercept: fit.intercept,
    outliers,
    line: points.map((p, i) => ({ t: p.t, value: fit.intercept + fit.slope * x[i] + offset[i] })),
  };
}
