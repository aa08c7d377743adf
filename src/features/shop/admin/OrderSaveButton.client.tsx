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

import { ANNOUNCED, isOrderStatus, ORDER_STATUSES } from '../orders/orderStatus'

const CONFIRM = 'order-status-mail'

/**
 * „Speichern“ of an order. When the new status mails the customer (bezahlt, versandt,
 * abholbereit), she is asked first and told what goes to whom; a save that mails nobody saves at
 * once, as everywhere else.
 */
export function OrderSaveButton() {
  const status = useFormFields(([fields]) => fields.status)
  const email = useFormFields(([fields]) => fields.email?.value)
  const number = useFormFields(([fields]) => fields.number?.value)
  const { submit } = useForm()
  const modified = useFormModified()
  const { openModal } = useModal()
  const to = status?.value
  if (!isOrderStatus(to) || to === status?.initialValue || !ANNOUNCED.has(to)) return <SaveButton />
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
        body={`Beim Speichern erhält ${String(email ?? 'die Kundin')} eine E-Mail „Bestellung ${String(number ?? '')}: ${ORDER_STATUSES[to]}“.`}
        confirmLabel="Speichern und E-Mail senden"
        cancelLabel="Abbrechen"
        onConfirm={async () => {
          await submit()
        }}
      />
    </>
  )
}
