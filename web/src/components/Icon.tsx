/** Inline SVG icons (24×24, stroked with currentColor): no icon font, no network request. */
import { SvgIcon, type IconShape } from './SvgIcon';

/** Every icon's shapes (see IconShape), drawn by SvgIcon. */
const SHAPES = {
  certificate: ['M6 3h8.5L19 7.5V21H6z', 'M14 3v5h5', 'm9 14 2.2 2.2L16 11.5'],
  snowflake: [
    'M12 2v20M3.3 7l17.4 10M20.7 7 3.3 17',
    'm9.5 3.5 2.5 2 2.5-2M9.5 20.5l2.5-2 2.5 2M4 10.5l3-.8-.8-3M20 13.5l-3 .8.8 3M4 13.5l3 .8-.8 3M20 10.5l-3-.8.8-3',
  ],
  tyre: [
    { circle: [12, 12, 9] },
    { circle: [12, 12, 3.5] },
    'M12 3v5.5M12 15.5V21M3 12h5.5M15.5 12H21M5.6 5.6l4 4M14.4 14.4l4 4M18.4 5.6l-4 4M9.6 14.4l-4 4',
  ],
  wrench: [
    'M14.5 6.5a4.5 4.5 0 0 0 5.6 5.6l-8.6 8.6a2.1 2.1 0 0 1-3-3l8.6-8.6zM14.5 6.5a4.5 4.5 0 0 1 5-3.3l-2.8 2.8.4 2.3 2.3.4 2.8-2.8a4.5 4.5 0 0 1-3.3 5',
  ],
  logbook: ['M5 4.5A2.5 2.5 0 0 1 7.5 2H19v16H7.5A2.5 2.5 0 0 0 5 20.5z', 'M5 20.5A1.5 1.5 0 0 0 6.5 22H19v-4M9 7h6M9 11h4'],
  battery: [{ rect: [2.5, 7, 17, 11, 2] }, 'M21.5 10.5v4M6 12.5h4M8 10.5v4M13 12.5h3.5'],
  brake: [{ circle: [11, 13, 8] }, { circle: [11, 13, 2.5] }, 'M15.5 3.2a10 10 0 0 1 5.3 6.3l-3.3 1a6.5 6.5 0 0 0-3.2-3.9z'],
  pulse: ['M2.5 12H7l2.5-6 4 12 2.5-6h5.5'],
  inspect: [{ circle: [10.5, 10.5, 6.5] }, 'm20.5 20.5-5.3-5.3M7.8 10.7l1.9 1.9 3.6-3.7'],
  more: [{ circle: [12, 12, 9] }, { d: 'M8 12h.01M12 12h.01M16 12h.01', strokeWidth: 3 }],
  menu: ['M4 7h16M4 12h16M4 17h16'],
  close: ['M6 6l12 12M18 6 6 18'],
  calendar: [{ rect: [3.5, 5, 17, 15.5, 2] }, 'M3.5 10h17M8 3v4M16 3v4'],
  phone: [
    'M21 16.5v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.1 3.8 2 2 0 0 1 3.1 1.6h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L7.1 9.4a16 16 0 0 0 6 6l1.2-1.2a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z',
  ],
  mail: [{ rect: [2.5, 4.5, 19, 15, 2] }, 'm3 6 9 7 9-7'],
  pin: ['M12 21.5s-7-6.2-7-11.5a7 7 0 0 1 14 0c0 5.3-7 11.5-7 11.5z', { circle: [12, 10, 2.5] }],
  clock: [{ circle: [12, 12, 9] }, 'M12 7v5l3 2'],
  share: [{ circle: [18, 5, 2.5] }, { circle: [6, 12, 2.5] }, { circle: [18, 19, 2.5] }, 'm8.2 10.8 7.6-4.5M8.2 13.2l7.6 4.5'],
  check: [{ circle: [12, 12, 9] }, 'm8 12.2 2.7 2.7L16.2 9.4'],
  alert: [{ circle: [12, 12, 9] }, 'M12 7.5v5.5M12 16.5h.01'],
  arrowRight: ['M5 12h14M13 6l6 6-6 6'],
  sun: [{ circle: [12, 12, 4] }, 'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4'],
  moon: ['M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a6.8 6.8 0 0 0 11 11z'],
  users: [{ circle: [9, 8, 3.5] }, 'M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8'],
  award: [{ circle: [12, 9, 6] }, 'm8.5 14 -1.5 7.5 5-3 5 3-1.5-7.5'],
  receipt: ['M5 2.5h14v19l-2.5-1.6-2.3 1.6-2.2-1.6-2.2 1.6-2.3-1.6L5 21.5z', 'M8.5 7.5h7M8.5 11.5h7M8.5 15.5h4'],
  lift: ['M3 21h18M5 21V9M19 21V9M3 9h18', 'M7 6.5 9 4h6l2 2.5', { circle: [8.5, 14, 1.5] }, { circle: [15.5, 14, 1.5] }],
  leaf: ['M5 19c0-9 5-14 15-15-1 10-6 15-15 15z', 'M5 19 13 11'],
  coffee: ['M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z', 'M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16M8 2.5v3M12 2.5v3'],
  shield: ['M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6z', 'm8.5 12 2.5 2.5 4.5-4.5'],
} satisfies Record<string, readonly IconShape[]>;

export type IconName = keyof typeof SHAPES;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from assistive tech. */
  label?: string;
}

export function Icon({ name, size = 24, className, label }: IconProps) {
  return <SvgIcon size={size} className={className} label={label} shapes={SHAPES[name]} />;
}

/** The shapes by name, for the back office's set (features/admin/ui/AdminIcon), which adds its own icons in the admin chunk only. */
export const ICON_SHAPES: Readonly<Record<IconName, readonly IconShape[]>> = SHAPES;
