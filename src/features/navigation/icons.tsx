/** Line glyphs for the header buttons; the buttons carry the accessible names. */
const svg = (children: React.ReactNode, size = 20) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
)

export const SearchIcon = () =>
  svg(
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>,
  )

export const MenuIcon = () => svg(<path d="M4 7h16M4 12h16M4 17h16" />)

export const CloseIcon = () => svg(<path d="m6 6 12 12M18 6 6 18" />)

export const ChevronIcon = () => svg(<path d="m7 10 5 5 5-5" />, 16)
