import { type RefObject, useEffect, useRef, useState } from 'react';
import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';
import { AdminTable } from './admin-table.tsx';

/** The width drawn for until the chart is measured (and where ResizeObserver is missing). */
const DEFAULT_WIDTH = 720;
/** Room per day label: "Nov 26" at the chart's 12 px, with a gap. */
const LABEL_SPACING = 60;
const PAD = { top: 12, right: 24, bottom: 28, left: 40 };

/** A round top for the y axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= value) ?? value;
}

const shortDay = (day: string, weekday?: 'short') =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', {
    weekday,
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The element's width in CSS pixels, followed as the window (or a phone's orientation) changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Page views and unique visitors per day as two lines: hand-written SVG (no chart library: the admin
 * needs one small chart). The same figures day by day are a table under it (opened by its summary),
 * for screen readers, and for anyone who wants a day's number rather than a line. It is drawn
 * at the width it is shown at, one unit a pixel: a fixed drawing scaled down to a phone made its
 * labels about 6 px high.
 */
export function AnalyticsChart({ daily }: { daily: AnalyticsSummary['daily'] }) {
  const figure = useRef<HTMLElement>(null);
  const width = useWidth(figure);
  const height = width < 480 ? 180 : 220;
  const top = niceMax(Math.max(0, ...daily.map((d) => d.views)));
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (daily.length <= 1 ? innerW / 2 : (i / (daily.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const line = (key: 'views' | 'visitors') =>
    daily.map((d, i) => `${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(' ');
  const labelEvery = Math.max(1, Math.ceil(daily.length / Math.max(2, Math.floor(innerW / LABEL_SPACING))));
  return (
    <figure className="admin-analytics-chart" ref={figure}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="admin-analytics-chart-title">
        <title id="admin-analytics-chart-title">Page views and unique visitors per day</title>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(top * f)} y2={y(top * f)} className="grid" />
            <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end">
              {Math.round(top * f)}
            </text>
          </g>
        ))}
        {daily.map((d, i) =>
          // Counted back from the last day, so today always has its label.
          (daily.length - 1 - i) % labelEvery === 0 ? (
            <text key={d.day} x={x(i)} y={height - 8} textAnchor="middle">
              {shortDay(d.day)}
            </text>
          ) : null,
        )}
        <polyline points={line('views')} className="views" />
        <polyline points={line('visitors')} className="visitors" />
      </svg>
      <details className="admin-analytics-days">
        <summary>The figures by day, as a table</summary>
        <AdminTable
          caption="Page views and unique visitors per day"
          columns={['Day', 'Page views', 'Unique visitors']}
          rows={daily}
          rowKey={(d) => d.day}
          cells={(d) => [shortDay(d.day, 'short'), d.views, d.visitors]}
        />
      </details>
      <figcaption>
        <span className="key views">Page views</span> <span className="key visitors">Unique visitors</span>
      </figcaption>
    </figure>
  );
}
