/**
 * Geometry of the server-drawn trend charts: scales a series into an SVG box with a little
 * headroom and picks a few round ticks. Pure, so the SVG is identical on every render.
 */
export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** One path `d` per series (gaps where a value is null). */
  paths: string[];
  /** Points of each series, for markers. */
  points: { x: number; y: number; value: number; index: number }[][];
  yTicks: { y: number; value: number }[];
  xTicks: { x: number; index: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export function chartGeometry(series: ChartSeries[], width = 480, height = 240): ChartGeometry {
  const plot = { left: 70, right: width - 10, top: 12, bottom: height - 30 };
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const length = Math.max(0, ...series.map((s) => s.values.length));
  if (all.length === 0 || length === 0)
    return { width, height, paths: series.map(() => ''), points: [], yTicks: [], xTicks: [], plot };
  let low = Math.min(...all);
  let high = Math.max(...all);
  if (high - low < 1e-9) {
    // A flat line sits in the middle, not on an edge.
    const pad = Math.max(Math.abs(high) * 0.01, 0.01);
    low -= pad;
    high += pad;
  }
  const step = niceStep(high - low, 4);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const x = (i: number) =>
    length === 1 ? (plot.left + plot.right) / 2 : plot.left + ((plot.right - plot.left) * i) / (length - 1);
  const y = (v: number) => plot.bottom - ((plot.bottom - plot.top) * (v - min)) / (max - min);
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = series.map((s) =>
    s.values.flatMap((value, index) =>
      value === null ? [] : [{ x: round(x(index)), y: round(y(value)), value, index }],
    ),
  );
  const paths = series.map((s) => {
    let d = '';
    let pen = false;
    s.values.forEach((value, index) => {
      if (value === null) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${round(x(index))},${round(y(value))}`;
      pen = true;
    });
    return d;
  });
  const yTicks: ChartGeometry['yTicks'] = [];
  for (let v = min; v <= max + step / 2; v += step)
    yTicks.push({ y: round(y(v)), value: Math.round(v * 1e6) / 1e6 });
  // Four date labels: a fifth crowds the first two ("24 Ashwin 27 Ashwin") on the 480-wide plot.
  const xCount = Math.min(length, 4);
  const xTicks = Array.from({ length: xCount }, (_, k) => {
    const index = xCount === 1 ? 0 : Math.round((k * (length - 1)) / (xCount - 1));
    return { x: round(x(index)), index };
  });
  return { width, height, paths, points, yTicks, xTicks, plot };
}
