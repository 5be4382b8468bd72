/**
 * A small live chart of the last hour (or of the minutes since sampling began) as inline SVG (no chart library): a line with a soft area
 * under it, broken where nothing was sampled, and dashed lines at the warning and critical levels.
 * Screen readers get the summary in words (now, lowest, highest), not the picture.
 */
import { useId } from 'react';

export interface SparkPoint {
  at: string;
  value: number | null;
}

interface SparklineProps {
  points: readonly SparkPoint[];
  /** The right edge of the chart (the latest sample's time). */
  now: string;
  /** How far back the chart reaches (at most the hour kept). */
  windowMs: number;
  /** Points further apart than this are not joined. */
  gapMs: number;
  /** The top of the scale; the bottom is 0. */
  max: number;
  /** Dashed guides at these values. */
  guides?: ReadonlyArray<{ value: number; kind: 'warning' | 'critical' }>;
  /** What the chart shows, e.g. 'CPU use'. */
  label: string;
  format: (value: number) => string;
}

const WIDTH = 240;
const HEIGHT = 56;
const PAD = 3;

export function Sparkline({ points, now, windowMs, gapMs, max, guides = [], label, format }: SparklineProps) {
  const gradient = useId();
  const end = Date.parse(now);
  const start = end - windowMs;
  const x = (t: number) => ((t - start) / windowMs) * WIDTH;
  const y = (v: number) => HEIGHT - PAD - (Math.min(Math.max(v, 0), max) / max) * (HEIGHT - 2 * PAD);

  // Runs of consecutive samples: a missing value or a gap in time starts a new one.
  const runs: Array<Array<[number, number]>> = [];
  let previous = -Infinity;
  for (const point of points) {
    const t = Date.parse(point.at);
    if (point.value === null || t < start) {
      previous = -Infinity;
      continue;
    }
    if (t - previous > gapMs || !runs.length) runs.push([]);
    runs[runs.length - 1].push([x(t), y(point.value)]);
    previous = t;
  }

  const minutes = Math.round(windowMs / 60_000);
  const period = minutes >= 60 ? 'last hour' : `last ${minutes} minutes`;
  const values = points.filter((p) => p.value !== null && Date.parse(p.at) >= start).map((p) => p.value as number);
  const summary = values.length
    ? `${label}, ${period}: now ${format(values[values.length - 1])}, lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}.`
    : `${label}: no samples in the ${period} yet.`;

  return (
    <figure className="sparkline">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.28" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0.02" />
          </linearGradient>
        </defs>
        {guides.map((g) => (
          <line key={g.kind} className={`sparkline__guide sparkline__guide--${g.kind}`} x1="0" x2={WIDTH} y1={y(g.value)} y2={y(g.value)} vectorEffect="non-scaling-stroke" />
        ))}
        {runs.map((run, i) => {
          const line = run.map(([px, py], j) => `${j ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join(' ');
          // A lone sample is drawn as a dot (a round cap on a tiny stroke).
          const path = run.length === 1 ? `${line} h0.01` : line;
          const area = run.length > 1 ? `${line} L${run[run.length - 1][0].toFixed(1)} ${HEIGHT} L${run[0][0].toFixed(1)} ${HEIGHT} Z` : null;
          return (
            <g key={i}>
              {area && <path d={area} fill={`url(#${gradient})`} stroke="none" />}
              <path d={path} className={run.length === 1 ? 'sparkline__dot' : 'sparkline__line'} fill="none" vectorEffect="non-scaling-stroke" />
            </g>
          );
        })}
      </svg>
      <figcaption className="sparkline__axis" aria-hidden="true">
        <span>{minutes >= 60 ? '1 h ago' : `${minutes} min ago`}</span>
        <span>now</span>
      </figcaption>
    </figure>
  );
}
