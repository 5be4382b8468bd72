/** An inline 24×24 stroke icon in currentColor, drawn from its shapes: hidden from assistive tech unless it is labelled. */

/**
 * One shape of an icon: a path (its `d`), a circle ([cx, cy, r]), a rounded rectangle
 * ([x, y, width, height, rx]), or a path with its own stroke width.
 */
export type IconShape =
  | string
  | { readonly circle: readonly [cx: number, cy: number, r: number] }
  | { readonly rect: readonly [x: number, y: number, width: number, height: number, rx: number] }
  | { readonly d: string; readonly strokeWidth: number };

export interface SvgIconProps {
  size: number;
  className?: string;
  /** Give a label only when the icon carries meaning on its own. */
  label?: string;
  shapes: readonly IconShape[];
}

/** What every icon's <svg> has alike: the 24×24 box, no fill, a round 1.8 stroke in currentColor. */
const STROKED = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Shape({ shape }: { shape: IconShape }) {
  if (typeof shape === 'string') return <path d={shape} />;
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  if ('rect' in shape) {
    const [x, y, width, height, rx] = shape.rect;
    return <rect x={x} y={y} width={width} height={height} rx={rx} />;
  }
  return <path d={shape.d} strokeWidth={shape.strokeWidth} />;
}

export function SvgIcon({ size, className, label, shapes }: SvgIconProps) {
  return (
    <svg className={className} width={size} height={size} {...STROKED} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      {shapes.map((shape, i) => (
        <Shape key={i} shape={shape} />
      ))}
    </svg>
  );
}
