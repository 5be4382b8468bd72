/**
 * The back office's icons: the site's set (components/Icon) and the back office's own, which stay in
 * the admin chunk (the public pages never import this file). Inline 24×24 SVGs stroked with
 * currentColor, hidden from assistive tech unless labelled.
 */
import type { ReactNode } from 'react';
import { ICON_PATHS } from '../../../components/Icon';
import { SvgIcon, type SvgIconProps } from '../../../components/SvgIcon';

/** An icon drawn as another with one more stroke (a tick on the calendar, a plus in the bubble). */
function withMark(base: ReactNode, mark: string): ReactNode {
  return (
    <>
      {base}
      <path d={mark} />
    </>
  );
}

const BUBBLE = <path d="M20.5 12a8 8 0 0 1-11.7 7.1L3.5 20.5l1.4-4.9A8 8 0 1 1 20.5 12z" />;
const PADLOCK = <rect x="4.5" y="10.5" width="15" height="10" rx="2" />;

const ADMIN_PATHS = {
  dashboard: (
    <>
      <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
    </>
  ),
  calendarCheck: withMark(ICON_PATHS.calendar, 'M9 15l2 2 4-4'),
  calendarX: withMark(ICON_PATHS.calendar, 'M10 13.5l4 4M14 13.5l-4 4'),
  clipboard: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </>
  ),
  chat: BUBBLE,
  chatNew: withMark(BUBBLE, 'M12 8.5v7M8.5 12h7'),
  server: (
    <>
      <rect x="3.5" y="3.5" width="17" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="17" height="7" rx="1.5" />
      <path d="M7.5 7h.01M7.5 17h.01M11 7h5.5M11 17h5.5" />
    </>
  ),
  chart: <path d="M3.5 20.5h17M6.5 17v-5M11 17V7M15.5 17v-8M20 17V4" />,
  logout: <path d="M9.5 20.5h-4a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h4M16 16.5l4.5-4.5L16 7.5M20.5 12H9.5" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  refresh: <path d="M20.5 12a8.5 8.5 0 0 1-15 5.5M3.5 12a8.5 8.5 0 0 1 15-5.5M18.5 3v3.5H15M5.5 21v-3.5H9" />,
  trash: <path d="M4 6.5h16M9.5 6.5V4h5v2.5M6.5 6.5l1 14h9l1-14M10 10.5v6M14 10.5v6" />,
  broom: <path d="M14 3.5 10.5 12M6 12.5h10l2 8.5H4zM9 16.5v4.5M13 16.5v4.5" />,
  warning: <path d="M12 3.5 2.5 20h19zM12 10v4.5M12 17.5h.01" />,
  lock: withMark(PADLOCK, 'M8 10.5V7.5a4 4 0 0 1 8 0v3'),
  unlock: withMark(PADLOCK, 'M8 10.5V7.5a4 4 0 0 1 7.7-1.5'),
  ban: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m5.7 5.7 12.6 12.6" />
    </>
  ),
  send: <path d="M21 3 10 14M21 3l-7 18-4-7-7-4z" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  car: (
    <>
      <path d="M3.5 16.5V12l2-5.5h13l2 5.5v4.5z" />
      <path d="M3.5 12h17M6.5 19.5v-3M17.5 19.5v-3" />
      <circle cx="7.5" cy="14.2" r=".6" />
      <circle cx="16.5" cy="14.2" r=".6" />
    </>
  ),
  sparkles: <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2-2.2-.8 2.2-.8z" />,
  download: <path d="M12 3.5v12M7 10.5l5 5 5-5M4.5 20.5h15" />,
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
  cpu: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
      <rect x="9.5" y="9.5" width="5" height="5" rx=".5" />
      <path d="M9.5 2.5V6M14.5 2.5V6M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5" />
    </>
  ),
  memory: (
    <>
      <rect x="2.5" y="7" width="19" height="10" rx="1.5" />
      <path d="M6.5 10v4M10 10v4M14 10v4M17.5 10v4M5 17v2.5M19 17v2.5" />
    </>
  ),
  disk: (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <path d="M3 14.5h18M7 17h.01M10.5 17h.01" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="5.5" rx="8" ry="3" />
      <path d="M4 5.5v13c0 1.7 3.6 3 8 3s8-1.3 8-3v-13M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
    </>
  ),
  plug: <path d="M9 2.5V7M15 2.5V7M6.5 7h11v4a5.5 5.5 0 0 1-11 0zM12 16.5v5" />,
  inbox: (
    <>
      <path d="M3 13.5 5.5 4.5h13l2.5 9v6h-18z" />
      <path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

const PATHS: Readonly<Record<keyof typeof ICON_PATHS | keyof typeof ADMIN_PATHS, ReactNode>> = { ...ICON_PATHS, ...ADMIN_PATHS };

export type AdminIconName = keyof typeof PATHS;

type AdminIconProps = Omit<SvgIconProps, 'children' | 'size'> & { name: AdminIconName; size?: number };

export function AdminIcon({ name, size = 20, ...svg }: AdminIconProps) {
  return (
    <SvgIcon size={size} {...svg}>
      {PATHS[name]}
    </SvgIcon>
  );
}
