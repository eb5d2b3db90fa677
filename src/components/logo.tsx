interface LogoProps {
  size?: number
  title?: string
}

/** The mark: a printed web leaving a roll, inside a rounded tile (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32, title }: LogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="64" height="64" rx="14" fill="#0e131a" />
      <rect
        x="1.5"
        y="1.5"
        width="61"
        height="61"
        rx="12.5"
        fill="none"
        stroke="#1f9ac8"
        strokeOpacity="0.45"
      />
      <circle cx="24" cy="28" r="13" fill="none" stroke="#3aa7ce" strokeWidth="5" />
      <circle cx="24" cy="28" r="4" fill="#3aa7ce" />
      <path
        d="M24 41 H50 a4 4 0 0 0 4 -4 V18"
        fill="none"
        stroke="#e2f7fc"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M44 50 h10" stroke="#f4b740" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
