/** The shop's leaf mark (same drawing as the favicon and the app icons, scripts/icons.ts). */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#2f5d3a" />
      <path d="M20 44c0-14 9-24 26-26-1 16-10 26-24 26h-2z" fill="#e9dfc7" />
      <path d="M21 43c6-8 12-13 20-18" stroke="#2f5d3a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
