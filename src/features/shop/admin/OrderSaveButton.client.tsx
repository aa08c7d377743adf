'use client'

import {
  Button,
  ConfirmationModal,
  SaveButton,
  useForm,
  useFormFields,
  useFormModified,
  useModal,
} from '@payloadcms/ui'

import { ANNOUNCED, isOrderStatus, ORDER_STATUSES, PAID_STATUSES } from '../orders/orderStatus'

const CONFIRM = 'order-status-mail'

/** What a cancellation does besides the mail, said before it happens. */
function cancellationEffects(paidOnline: boolean, invoiced: boolean): string {
  return [
    paidOnline ? ' Die Online-Zahlung wird ihr automatisch über Mollie erstattet.' : '',
    invoiced
      ? ' Die Rechnung bleibt unverändert; dazu wird eine Rechnungskorrektur (Storno) ausgestellt.'
      : '',
  ].join('')
}

/**
 * „Speichern“ of an order. When the new status mails the customer (bezahlt, versandt,
 * abholbereit, storniert), she is asked first and told what goes to whom, and for a cancellation
 * what becomes of the money and the invoice; a save that mails nobody saves at once, as
 * everywhere else.
 */
export function OrderSaveButton() {
  const status = useFormFields(([fields]) => fields.status)
  const email = useFormFields(([fields]) => fields.email?.value)
  const number = useFormFields(([fields]) => fields.number?.value)
  const paymentMethod = useFormFields(([fields]) => fields.paymentMethod?.value)
  const invoiced = useFormFields(([fields]) => Boolean(fields.invoiceNumber?.value))
  const { submit } = useForm()
  const modified = useFormModified()
  const { openModal } = useModal()
  const to = status?.value
  const from = status?.initialValue
  const cancels = to === 'cancelled'
  if (!isOrderStatus(to) || to === from || !(ANNOUNCED.has(to) || cancels)) return <SaveButton />
  const paidOnline = paymentMethod === 'online' && isOrderStatus(from) && PAID_STATUSES.has(from)
  return (
    <>
      <Button
        id="action-save"
        size="medium"
        margin={false}
        disabled={!modified}
        onClick={() => openModal(CONFIRM)}
      >
        Speichern
      </Button>
      <ConfirmationModal
        modalSlug={CONFIRM}
        heading="E-Mail an die Kundin"
        body={`Beim Speichern erhält ${String(email ?? 'die Kundin')} eine E-Mail „Bestellung ${String(number ?? '')}: ${ORDER_STATUSES[to]}“.${cancels ? cancellationEffects(paidOnline, invoiced) : ''}`}
        confirmLabel="Speichern und E-Mail senden"
        cancelLabel="Abbrechen"
        onConfirm={async () => {
          await submit()
        }}
      />
    </>
  )
}
