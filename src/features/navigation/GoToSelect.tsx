import { NAV_LABELS } from './labels'
import type { GoToOption } from './menuEntries'

/** The classic mobile menu's "Gehe zu ..." list; the header island opens the chosen page. */
export function GoToSelect({ options }: { options: GoToOption[] }) {
  return (
    <select id="menu-goto" aria-label={NAV_LABELS.goTo} defaultValue="">
      <option value="">{NAV_LABELS.goTo}</option>
      {options.map((option, index) => (
        <option key={`${option.href}-${index}`} value={option.href}>
          {`${'– '.repeat(option.depth)}${option.label}`}
        </option>
      ))}
    </select>
  )
}
