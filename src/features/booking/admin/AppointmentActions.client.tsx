'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { depositOnCancel } from '../deposits/deposit'
import { CancelAction, MoveAction, tellsCustomer } from './AppointmentChanges.client'

const reload = () => window.location.reload()

/**
 * „Verlegen“ and „Absagen“ as actions, not fields: moving offers the free times of the same staff
 * member on a chosen day (24-hour times), cancelling asks for a reason; both say before they
 * happen that the customer is mailed, and neither happens without a second press.
 */
export function AppointmentActions() {
  const { id } = useDocumentInfo()
  const [kind, status, start, email, depositCents, depositPaid, depositRefundedCents] =
    useFormFields(([fields]) => [
      fields.kind?.value,
      fields.status?.value,
      fields.start?.value,
      fields.customerEmail?.value,
      fields.depositCents?.value,
      fields.depositPaid?.value,
      fields.depositRefundedCents?.value,
    ])
  if (!id || kind !== 'appointment' || (status !== 'confirmed' && status !== 'requested'))
    return null
  const tells = tellsCustomer(typeof email === 'string' ? email : '')
  return (
    <div className="field-type" data-appointment-actions style={{ display: 'grid', gap: '1.5rem' }}>
      <MoveAction
        id={id}
        start={typeof start === 'string' ? start : ''}
        tells={tells}
        onDone={reload}
      />
      <CancelAction
        id={id}
        tells={tells}
        onDone={reload}
        deposit={depositOnCancel(
          {
            depositCents: Number(depositCents ?? 0),
            depositPaid: typeof depositPaid === 'string' ? depositPaid : null,
            depositRefundedCents: Number(depositRefundedCents ?? 0),
          },
          'owner',
        )}
      />
    </div>
  )
}
