/** A chart's frame: its title, what it shows, the chart itself, and its numbers as a table for anyone who cannot see it. */
import { useId, type ReactNode } from 'react';

interface ChartColumn {
  label: string;
  /** Right-aligned (numbers). */
  numeric?: boolean;
}

interface ChartFrameProps {
  id: string;
  title: string;
  caption: string;
  /** How many points the chart draws: tests and screen readers see it redraw. */
  points: number;
  columns: ChartColumn[];
  rows: string[][];
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  children: ReactNode;
  wide?: boolean;
}

export function ChartFrame({ id, title, caption, points, columns, rows, empty, children, wide }: ChartFrameProps) {
  const uid = useId();
  return (
    <figure className={`panel chart${wide ? ' chart--wide' : ''}`} aria-labelledby={`${uid}-title`} data-testid={`chart-${id}`} data-points={points}>
      <figcaption className="chart__caption">
        <h3 id={`${uid}-title`} className="chart__title">
          {title}
        </h3>
        <p className="chart__description">{caption}</p>
      </figcaption>
      {empty ? (
        <p className="chart__empty">{empty}</p>
      ) : (
        <div className="chart__plot" aria-hidden="true">
          {children}
        </div>
      )}
      <details className="chart__numbers">
        <summary>Show the numbers</summary>
        <div className="table-wrap">
          <table className="data-table chart__table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className={columns[j]?.numeric ? 'num' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
