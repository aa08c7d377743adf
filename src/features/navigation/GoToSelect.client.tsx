'use client'

import { NAV_LABELS } from './labels'
import type { GoToOption } from './menuEntries'

/** The classic mobile menu's "Gehe zu ..." list: choosing an entry opens that page. */
export function GoToSelect({ options }: { options: GoToOption[] }) {
  return (
    <select
      id="menu-goto"
      aria-label={NAV_LABELS.goTo}
      defaultValue=""
      onChange={(event) => {
        if (event.target.value) window.location.assign(event.target.value)
      }}
    >
      <option value="">{NAV_LABELS.goTo}</option>
      {options.map((option, index) => (
        <option key={`${option.href}-${index}`} value={option.href}>
          {`${'– '.repeat(option.depth)}${option.label}`}
        </option>
      ))}
    </select>
  )
}
