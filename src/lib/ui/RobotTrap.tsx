/**
 * The field only robots fill („Honeypot“), the same on every form of the site (contact forms,
 * booking, tickets, registration). It is hidden by the `hidden` attribute itself, never by a
 * stylesheet: a page whose styles were missing once showed it as a field „Website“, and a
 * visitor who filled it (or whose browser did) lost her booking. Out of the tab order and the
 * accessibility tree, and named so that neither browsers nor password managers fill it: they
 * skip fields that are not displayed, and its name means nothing to their heuristics.
 */
export const TRAP_FIELD = 'bitte_leer_lassen'

export function RobotTrap({ name = TRAP_FIELD }: { name?: string }) {
  return (
    <div hidden aria-hidden="true" style={{ display: 'none' }}>
      <label>
        Bitte leer lassen
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** Whether a submission filled the trap (a robot, or a browser that should not have). */
export const trapFilled = (fields: { get: (name: string) => unknown }, name = TRAP_FIELD) =>
  typeof fields.get(name) === 'string' && fields.get(name) !== ''
