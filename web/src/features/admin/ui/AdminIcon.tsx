/**
 * The back office's icons: the site's set (components/Icon) and the back office's own, which stay in
 * the admin chunk (the public pages never import this file). Inline 24×24 SVGs stroked with
 * currentColor, hidden from assistive tech unless labelled.
 */
import { ICON_SHAPES } from '../../../components/Icon';
import { SvgIcon, type IconShape, type SvgIconProps } from '../../../components/SvgIcon';

const BUBBLE = 'M20.5 12a8 8 0 0 1-11.7 7.1L3.5 20.5l1.4-4.9A8 8 0 1 1 20.5 12z';
const PADLOCK = 'M6.5 10.5h11a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-11a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2z';

/** The back office's own icons, each one path (circles and rounded rectangles written as arcs). */
const ADMIN_ICONS = {
  sliders: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  dashboard: 'M5 3.5h4a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-6a1.5 1.5 0 0 1 1.5 -1.5zM15 3.5h4a1.5 1.5 0 0 1 1.5 1.5v2a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-2a1.5 1.5 0 0 1 1.5 -1.5zM15 11.5h4a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-6a1.5 1.5 0 0 1 1.5 -1.5zM5 15.5h4a1.5 1.5 0 0 1 1.5 1.5v2a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-2a1.5 1.5 0 0 1 1.5 -1.5z',
  clipboard: 'M7 4h10a2 2 0 0 1 2 2v13a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-13a2 2 0 0 1 2 -2zM9 4V3h6v1M9 10h6M9 14h6M9 18h3',
  chat: BUBBLE,
  chatNew: BUBBLE + 'M12 8.5v7M8.5 12h7',
  server: 'M5 3.5h14a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 1 -1.5 1.5h-14a1.5 1.5 0 0 1 -1.5 -1.5v-4a1.5 1.5 0 0 1 1.5 -1.5zM5 13.5h14a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 1 -1.5 1.5h-14a1.5 1.5 0 0 1 -1.5 -1.5v-4a1.5 1.5 0 0 1 1.5 -1.5zM7.5 7h.01M7.5 17h.01M11 7h5.5M11 17h5.5',
  chart: 'M3.5 20.5h17M6.5 17v-5M11 17V7M15.5 17v-8M20 17V4',
  logout: 'M9.5 20.5h-4a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h4M16 16.5l4.5-4.5L16 7.5M20.5 12H9.5',
  chevronDown: 'm6 9 6 6 6-6',
  chevronUp: 'm6 15 6-6 6 6',
  chevronRight: 'm9 6 6 6-6 6',
  chevronLeft: 'm15 6-6 6 6 6',
  plus: 'M12 5v14M5 12h14',
  key: 'M11.5 15a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0zM10.5 12.5 20 3M15.5 8l3 3M18 5.5l2.5 2.5',
  printer: 'M6.5 9V3.5h11V9M6.5 17.5h-2a1.5 1.5 0 0 1 -1.5 -1.5v-5.5a1.5 1.5 0 0 1 1.5 -1.5h15a1.5 1.5 0 0 1 1.5 1.5v5.5a1.5 1.5 0 0 1 -1.5 1.5h-2M6.5 14h11v6.5h-11z',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  refresh: 'M20.5 12a8.5 8.5 0 0 1-15 5.5M3.5 12a8.5 8.5 0 0 1 15-5.5M18.5 3v3.5H15M5.5 21v-3.5H9',
  trash: 'M4 6.5h16M9.5 6.5V4h5v2.5M6.5 6.5l1 14h9l1-14M10 10.5v6M14 10.5v6',
  broom: 'M14 3.5 10.5 12M6 12.5h10l2 8.5H4zM9 16.5v4.5M13 16.5v4.5',
  warning: 'M12 3.5 2.5 20h19zM12 10v4.5M12 17.5h.01',
  lock: PADLOCK + 'M8 10.5V7.5a4 4 0 0 1 8 0v3',
  unlock: PADLOCK + 'M8 10.5V7.5a4 4 0 0 1 7.7-1.5',
  ban: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M5.7 5.7l12.6 12.6',
  send: 'M21 3 10 14M21 3l-7 18-4-7-7-4z',
  user: 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 21a8 8 0 0 1 16 0',
  car: 'M3.5 16.5V12l2-5.5h13l2 5.5v4.5zM3.5 12h17M6.5 19.5v-3M17.5 19.5v-3M6.9 14.2a.6 .6 0 1 0 1.2 0a.6 .6 0 1 0 -1.2 0M15.9 14.2a.6 .6 0 1 0 1.2 0a.6 .6 0 1 0 -1.2 0',
  sparkles: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2-2.2-.8 2.2-.8z',
  download: 'M12 3.5v12M7 10.5l5 5 5-5M4.5 20.5h15',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  cpu: 'M7.5 6h9a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1 -1.5 1.5h-9a1.5 1.5 0 0 1 -1.5 -1.5v-9a1.5 1.5 0 0 1 1.5 -1.5zM10 9.5h4a.5 .5 0 0 1 .5 .5v4a.5 .5 0 0 1 -.5 .5h-4a.5 .5 0 0 1 -.5 -.5v-4a.5 .5 0 0 1 .5 -.5zM9.5 2.5V6M14.5 2.5V6M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5',
  memory: 'M4 7h16a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1 -1.5 1.5h-16a1.5 1.5 0 0 1 -1.5 -1.5v-7a1.5 1.5 0 0 1 1.5 -1.5zM6.5 10v4M10 10v4M14 10v4M17.5 10v4M5 17v2.5M19 17v2.5',
  disk: 'M5 4.5h14a2 2 0 0 1 2 2v11a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-11a2 2 0 0 1 2 -2zM3 14.5h18M7 17h.01M10.5 17h.01',
  database: 'M4 5.5a8 3 0 1 0 16 0a8 3 0 1 0 -16 0M4 5.5v13c0 1.7 3.6 3 8 3s8-1.3 8-3v-13M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  plug: 'M9 2.5V7M15 2.5V7M6.5 7h11v4a5.5 5.5 0 0 1-11 0zM12 16.5v5',
  inbox: 'M3 13.5 5.5 4.5h13l2.5 9v6h-18zM3 13.5h5l1.5 2.5h5l1.5-2.5h5',
  search: 'M4 10.5a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0M20.5 20.5l-5.2-5.2',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 21h4',
  history: 'M3.5 12a8.5 8.5 0 1 0 8.5-8.5 9.2 9.2 0 0 0-6.4 2.6L3.5 8M3.5 3.5V8H8M12 7.5V12l3.5 2',
  camera: 'M4.5 7h3l1.5-2.5h6L16.5 7h3a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1 -1.5 1.5h-15a1.5 1.5 0 0 1 -1.5 -1.5v-10a1.5 1.5 0 0 1 1.5 -1.5zM8.5 13a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0',
} satisfies Record<string, string>;

export type AdminIconName = keyof typeof ICON_SHAPES | keyof typeof ADMIN_ICONS | 'calendarCheck' | 'calendarX' | 'diary';

const SHAPES = {
  ...ICON_SHAPES,
  ...(Object.fromEntries(Object.entries(ADMIN_ICONS).map(([name, d]): [string, readonly IconShape[]] => [name, [d]])) as Record<keyof typeof ADMIN_ICONS, readonly IconShape[]>),
  // The site's calendar with a mark: a tick, or a cross.
  calendarCheck: [...ICON_SHAPES.calendar, 'M9 15l2 2 4-4'],
  calendarX: [...ICON_SHAPES.calendar, 'M10 13.5l4 4M14 13.5l-4 4'],
  // The calendar with its days in rows: the diary.
  diary: [...ICON_SHAPES.calendar, 'M7.5 13.5h2M11 13.5h2M14.5 13.5h2M7.5 17h2M11 17h2'],
} satisfies Record<AdminIconName, readonly IconShape[]>;

type AdminIconProps = Omit<SvgIconProps, 'shapes' | 'size'> & { name: AdminIconName; size?: number };

export function AdminIcon({ name, size = 20, ...svg }: AdminIconProps) {
  return <SvgIcon size={size} {...svg} shapes={SHAPES[name]} />;
}
