import type { SVGProps } from 'react'

/** Small stroke icons (24 px grid), drawn here to keep an icon library out of the first load. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number }

function Icon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...rest}
    >
      {children}
    </svg>
  )
}

export const IconApps = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </Icon>
)
export const IconBell = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </Icon>
)
/** A speech bubble with an exclamation mark: a problem reported (work requests). */
export const IconMessageAlert = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M12 8v3" />
    <path d="M12 13.5v.01" />
  </Icon>
)
export const IconChart = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 19h16" />
    <path d="M4 15l4-6l4 2l4-6l4 4" />
  </Icon>
)
/** Historical orders: a clock turning back. */
export const IconHistory = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 8v4l2 2" />
    <path d="M3.05 11a9 9 0 1 1 .5 4m-.5 5v-5h5" />
  </Icon>
)
/** A clock: "for how long" where there is no room for the words (the line-side display). */
export const IconClock = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)
/** Inactivities: time the machine stood still. */
export const IconPauseCircle = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6" />
    <path d="M14 9v6" />
  </Icon>
)
/** Shared jobs: a job's recipe sheet. */
export const IconClipboardList = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
    <rect x="9" y="3" width="6" height="4" rx="1" />
    <path d="M9 12h6" />
    <path d="M9 16h6" />
  </Icon>
)
export const IconCoins = (p: IconProps) => (
  <Icon {...p}>
    <ellipse cx="9" cy="7" rx="5" ry="2.5" />
    <path d="M4 7v5c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7" />
    <path d="M10 14.5v2.5c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5v-5c0-1.4-2.2-2.5-5-2.5" />
  </Icon>
)
export const IconCart = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
    <path d="M3 4h2l2.5 11h11l2-8H6.5" />
  </Icon>
)
export const IconWrench = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 10h3V7L6.5 3.5a6 6 0 0 1 8 8l6 6a2 2 0 0 1-3 3l-6-6a6 6 0 0 1-8-8z" />
  </Icon>
)
export const IconBook = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0V6a9 9 0 0 0-9 0a9 9 0 0 0-9 0z" />
    <path d="M12 6v13" />
  </Icon>
)
export const IconHeadset = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="13" width="4" height="6" rx="2" />
    <rect x="16" y="13" width="4" height="6" rx="2" />
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <path d="M18 19a3 3 0 0 1-3 3h-2" />
  </Icon>
)
export const IconSettings = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3a1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5a1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8a1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1a1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5a1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
)
export const IconLogout = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3m0 6l3-3" />
  </Icon>
)
export const IconExternal = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    <path d="M11 13l9-9m-5 0h5v5" />
  </Icon>
)
export const IconFactory = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 21h18" />
    <path d="M5 21V9l5 3V9l5 3V5h4v16" />
  </Icon>
)
export const IconHome = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 11l8-7l8 7" />
    <path d="M6 10v10h12V10" />
  </Icon>
)
export const IconConstruction = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l9 16H3z" />
    <path d="M12 10v4" />
    <path d="M12 17h.01" />
  </Icon>
)
export const IconLock = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
)
export const IconLayoutGrid = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="7" height="7" rx="1" />
    <rect x="13" y="4" width="7" height="7" rx="1" />
    <rect x="4" y="13" width="7" height="7" rx="1" />
    <rect x="13" y="13" width="7" height="7" rx="1" />
  </Icon>
)
export const IconLayoutList = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6h11" />
    <path d="M9 12h11" />
    <path d="M9 18h11" />
    <path d="M4 6h.01" />
    <path d="M4 12h.01" />
    <path d="M4 18h.01" />
  </Icon>
)
/** Three columns of cards: the genius board, where orders are prepared and sent to the press. */
export const IconLayoutKanban = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h4M10 4h4M16 4h4" />
    <rect x="4" y="8" width="4" height="10" rx="1" />
    <rect x="10" y="8" width="4" height="6" rx="1" />
    <rect x="16" y="8" width="4" height="12" rx="1" />
  </Icon>
)
/** Stale data: the machine has not synced for a while. */
export const IconRefreshAlert = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
    <path d="M12 8v4" />
    <path d="M12 15h.01" />
  </Icon>
)
export const IconPlayerPlay = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4v16l13-8z" />
  </Icon>
)
export const IconDownload = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11" />
    <path d="M7 10l5 5l5-5" />
    <path d="M5 20h14" />
  </Icon>
)
/** A line-side display screen. */
export const IconDeviceTv = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="M8 21h8" />
    <path d="M12 17v4" />
  </Icon>
)
export const IconTrash = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16" />
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M9 7V4h6v3" />
  </Icon>
)
export const IconDots = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h.01" />
    <path d="M12 12h.01" />
    <path d="M19 12h.01" />
  </Icon>
)
export const IconWifiOff = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0" />
    <path d="M5 12.9a10 10 0 0 1 5.2-2.7" />
    <path d="M19 12.9a10 10 0 0 0-3.4-2.2" />
    <path d="M2 9a15 15 0 0 1 4.5-2.8" />
    <path d="M22 9a15 15 0 0 0-11-3.8" />
    <path d="M12 20h.01" />
  </Icon>
)
export const IconChevronDown = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 9l6 6l6-6" />
  </Icon>
)
export const IconChevronLeft = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 6l-6 6l6 6" />
  </Icon>
)
export const IconChevronRight = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6l6 6l-6 6" />
  </Icon>
)
/** A pie chart (the inactivities chart view). */
export const IconChartPie = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 3.2a9 9 0 1 0 10.8 10.8a1 1 0 0 0-1-.8h-6.8a1 1 0 0 1-1-1v-7.2a.9.9 0 0 0-1-.8" />
    <path d="M15 3.5a9 9 0 0 1 5.5 5.5h-4.5a1 1 0 0 1-1-1v-4.5" />
  </Icon>
)
/** A document with a PDF corner: the order report. */
export const IconFilePdf = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M5 12v-7a2 2 0 0 1 2-2h7l5 5v4" />
    <path d="M5 18h1.5a1.5 1.5 0 0 0 0-3h-1.5v6" />
    <path d="M17 18h2" />
    <path d="M20 15h-3v6" />
    <path d="M11 15v6h1a2 2 0 0 0 2-2v-2a2 2 0 0 0-2-2h-1z" />
  </Icon>
)

export const IconSearch = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </Icon>
)

export const IconZoomIn = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7" />
    <path d="M7 10h6M10 7v6M21 21l-6-6" />
  </Icon>
)

export const IconZoomOut = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7" />
    <path d="M7 10h6M21 21l-6-6" />
  </Icon>
)

/** Fit to width: arrows to both sides. */
export const IconArrowsHorizontal = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 8l-4 4 4 4M17 8l4 4-4 4M3 12h18" />
  </Icon>
)

/** A document outline (chapter list). */
export const IconListTree = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6h11M12 12h8M12 18h8M4 6h1M7 12h1M7 18h1" />
  </Icon>
)

export const IconBolt = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13 3L4 14h7l-1 7 9-11h-7l1-7z" />
  </Icon>
)

export const IconPuzzle = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h3a1 1 0 001-1V5a2 2 0 014 0v1a1 1 0 001 1h3a1 1 0 011 1v3a1 1 0 001 1h1a2 2 0 010 4h-1a1 1 0 00-1 1v3a1 1 0 01-1 1h-3a1 1 0 01-1-1v-1a2 2 0 00-4 0v1a1 1 0 01-1 1H4a1 1 0 01-1-1v-3a1 1 0 011-1h1a2 2 0 000-4H4a1 1 0 01-1-1V8a1 1 0 011-1" />
  </Icon>
)

/** Save for offline: a cloud with an arrow down. */
export const IconCloudDownload = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 18a4 4 0 00-1-7.9A6 6 0 006.1 11 4 4 0 007 19" />
    <path d="M12 13v8M9 18l3 3 3-3" />
  </Icon>
)

/** Waiting to be sent: a cloud with an arrow up. */
export const IconCloudUpload = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 18a4 4 0 00-1-7.9A6 6 0 006.1 11 4 4 0 007 19" />
    <path d="M12 21v-8M9 16l3-3 3 3" />
  </Icon>
)

export const IconCircleCheck = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
)

export const IconX = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6L6 18M6 6l12 12" />
  </Icon>
)

export const IconCalendar = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </Icon>
)

export const IconCalendarDay = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
    <rect x="8" y="14" width="3" height="3" />
  </Icon>
)

export const IconAlertTriangle = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.3 3.9L2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  </Icon>
)

export const IconQrCode = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18v2M18 14h2" />
  </Icon>
)

export const IconInfoCircle = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
)
export const IconPencil = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
)
export const IconEye = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)
export const IconPlus = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)
