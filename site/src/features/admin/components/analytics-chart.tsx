import { type RefObject, useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';
import { AdminTable } from './admin-table.tsx';
import { touchPointing } from './chart-touch.ts';

type Daily = AnalyticsSummary['daily'];

/** The width drawn for until the chart is measured (and where ResizeObserver is missing). */
const DEFAULT_WIDTH = 720;
/** Room per day label: "Nov 26" at the chart's 12 px, with a gap. */
const LABEL_SPACING = 60;
/** Room for the y axis's figures on the left, and beside the last day's label on the right. */
const AXIS_LEFT = 40;
const PAD_RIGHT = 24;

/** Round tops for the y axis, as multiples of a power of ten: close enough that the lines fill it. */
const ROUND_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/**
 * The y axis's top: the first round figure at or over `value` whose half (the axis's middle line)
 * is a whole number. Steps of 1, 2 and 5 alone left up to 60 % of the chart empty (118 views: 200).
 */
export function axisTop(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const top = ROUND_STEPS.map((m) => m * power).find((v) => v >= value && Number.isInteger(v / 2));
  return top ?? 20 * power;
}

const shortDay = (day: string, weekday?: 'short') =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', {
    weekday,
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Which days get a label on a chart `width` pixels wide: as many as fit at LABEL_SPACING, counted
 * back from the last day, so today always has its label.
 */
export function labelledDays(days: number, width: number): number[] {
  const room = width - AXIS_LEFT - PAD_RIGHT;
  const every = Math.max(1, Math.ceil(days / Math.max(2, Math.floor(room / LABEL_SPACING))));
  return Array.from({ length: days }, (_, i) => i).filter((i) => (days - 1 - i) % every === 0);
}

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

/** uPlot's options for these days, in the admin's colours and type (read from its style sheet). */
function chartOptions(
  daily: Daily,
  width: number,
  legend: HTMLElement,
  style: CSSStyleDeclaration,
  touch: ReturnType<typeof touchPointing>,
) {
  const colour = (name: string) => style.getPropertyValue(name).trim();
  const font = `12px ${style.fontFamily}`;
  const top = axisTop(Math.max(0, ...daily.map((d) => d.views)));
  const axis = { font, stroke: colour('--a-muted'), ticks: { show: false } };
  // A figure on hover only: without a day under the cursor the legend names the lines.
  const figure = (_: uPlot, value: number | null) => (value == null ? '' : String(value));
  // Lines only: uPlot dots every day where days are far apart, which read as figures of their own.
  const points = { show: false };
  return {
    width,
    height: width < 480 ? 180 : 220,
    padding: [12, PAD_RIGHT, 0, 0],
    scales: {
      x: { time: false, range: (): uPlot.Range.MinMax => [0, Math.max(1, daily.length - 1)] },
      y: { range: (): uPlot.Range.MinMax => [0, top] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        size: 28,
        splits: () => labelledDays(daily.length, width),
        values: (_: uPlot, splits: number[]) => splits.map((i) => shortDay(daily[i]?.day ?? '')),
      },
      {
        ...axis,
        size: AXIS_LEFT,
        grid: { stroke: colour('--a-line'), width: 1 },
        splits: () => [0, top / 2, top],
        values: (_: uPlot, splits: number[]) => splits.map((v) => String(Math.round(v))),
      },
    ],
    series: [
      {
        label: 'Day',
        value: (_: uPlot, i: number | null) => (i == null ? '' : shortDay(daily[i]?.day ?? '', 'short')),
      },
      { label: 'Page views', stroke: colour('--a-navy-2'), width: 2.5, points, value: figure },
      // Dashed, as its key is: the two lines differ by more than colour.
      {
        label: 'Unique visitors',
        stroke: colour('--a-gold-dark'),
        width: 2.5,
        dash: [6, 4],
        points,
        value: figure,
      },
    ],
    // A day is pointed at (its line down the chart, its figures in the key), by mouse or finger;
    // no zooming by dragging.
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 7 },
      bind: { mouseleave: touch.mouseleave },
    },
    hooks: {
      // The key names the day only while one is pointed at (admin-analytics.css hides the empty "Day").
      setCursor: [(chart: uPlot) => legend.classList.toggle('is-pointing', chart.cursor.idx != null)],
    },
    legend: {
      markers: { width: 2, dash: (_: uPlot, i: number) => (i === 2 ? 'dashed' : 'solid') },
      mount: (_: uPlot, table: HTMLElement) => legend.replaceChildren(table),
    },
  } satisfies uPlot.Options;
}

/**
 * Page views and unique visitors per day as two lines, drawn by uPlot (a small, maintained chart
 * library; this module is in the Analytics section's chunk, so only that section loads it). It is
 * drawn at the width it is shown at: a fixed drawing scaled down to a phone made its labels about
 * 6 px high. Hovering a day, or touching it on a phone (chart-touch.ts), shows its figures in the
 * key under the chart. The same figures day by day are a table under it (opened by its summary),
 * for screen readers (a canvas has no text), and for anyone who wants a day's number rather than a
 * line.
 */
export function AnalyticsChart({ daily }: { daily: Daily }) {
  const figure = useRef<HTMLElement>(null);
  const plot = useRef<HTMLDivElement>(null);
  const legend = useRef<HTMLElement>(null);
  const width = useWidth(figure);
  useEffect(() => {
    if (!plot.current || !legend.current || !figure.current) return;
    const touch = touchPointing();
    const options = chartOptions(daily, width, legend.current, getComputedStyle(figure.current), touch);
    const chart = new uPlot(
      options,
      [daily.map((_, i) => i), daily.map((d) => d.views), daily.map((d) => d.visitors)],
      plot.current,
    );
    const stopFollowing = touch.follow(chart);
    return () => {
      stopFollowing();
      chart.destroy();
    };
  }, [daily, width]);
  return (
    <figure className="admin-analytics-chart" ref={figure}>
      <div ref={plot} role="img" aria-label="Page views and unique visitors per day" />
      <figcaption ref={legend} />
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
    </figure>
  );
}
