import type { ReactNode } from 'react'

import { PRIVACY_FIELD, type PrivacyDocument } from '@/lib/privacyConsent'

import { RobotTrap } from './RobotTrap'

/**
 * The end of every visitor form that stores a person's data (booking, tickets, waiting list,
 * registration): the robot trap and the required privacy checkbox, its text naming what the data
 * is used for. The server checks both (`privacyError`, `trapFilled`).
 */
export function PrivacyConsent({
  privacyPath,
  className,
  document = 'Datenschutzhinweise',
  children,
}: {
  privacyPath: string
  /** The form's own checkbox row style (each form's stylesheet). */
  className?: string
  document?: PrivacyDocument
  /** What happens with the data, after „… gelesen.“ */
  children: ReactNode
}) {
  return (
    <>
      <RobotTrap />
      <label className={className}>
        <input type="checkbox" name={PRIVACY_FIELD} value="1" required />
        <span>
          Ich habe die <a href={privacyPath}>{document}</a> gelesen. {children}
        </span>
      </label>
    </>
  )
}
