/** The workshop's mark: a red badge with a stylised wheel and spanner, drawn inline. */
interface LogoProps {
  size?: number;
}

export function Logo({ size = 40 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="logo-mark">
      <rect width="48" height="48" rx="11" fill="var(--logo-bg, #c62828)" />
      <path d="M24 8.5a15.5 15.5 0 1 0 0 31 15.5 15.5 0 0 0 0-31zm0 6a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19z" fill="#fff" />
      <circle cx="24" cy="24" r="3.6" fill="#fff" />
      <path d="M24 14.5v5.5M24 28v5.5M14.5 24H20M28 24h5.5" stroke="#fff" strokeWidth="2.6" />
      <path d="M35.5 7.5 41 13" stroke="#fbbf24" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}
