import { ChevronIcon } from './icons'
import { NAV_LABELS } from './labels'

/** The button beside a menu item that opens its submenu (keyboard, touch and mobile menus). */
export function SubmenuToggle({
  label,
  controls,
  className,
}: {
  label: string
  controls: string
  className?: string
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded="false"
      aria-controls={controls}
      aria-label={NAV_LABELS.openSubmenu(label)}
      data-submenu-toggle={label}
    >
      <ChevronIcon />
    </button>
  )
}
