import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/** A round top for the y axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= value) ?? value;
}

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Page views and unique visitors per day as two lines: hand-written SVG (no chart library: the admin
 * needs one small chart). A table below it gives the same figures to screen readers.
 */
export function AnalyticsChart({ daily }: { daily: AnalyticsSummary['daily'] }) {
  const top = niceMax(Math.max(0, ...daily.map((d) => d.views)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (daily.length <= 1 ? innerW / 2 : (i / (daily.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const line = (key: 'views' | 'visitors') =>
    daily.map((d, i) => `${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(' ');
  const labelEvery = Math.max(1, Math.ceil(daily.length / 8));
  return (
    <figure className="admin-analytics-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="admin-analytics-chart-title">
        <title id="admin-analytics-chart-title">Page views and unique visitors per day</title>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * f)} y2={y(top * f)} className="grid" />
            <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end">
              {Math.round(top * f)}
            </text>
          </g>
        ))}
        {daily.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d.day} x={x(i)} y={HEIGHT - 8} textAnchor="middle">
              {shortDay(d.day)}
            </text>
          ) : null,
        )}
        <polyline points={line('views')} className="views" />
        <polyline points={line('visitors')} className="visitors" />
      </svg>
      <figcaption>
        <span className="key views">Page views</span> <span className="key visitors">Unique visitors</span>
      </figcaption>
    </figure>
  );
}
