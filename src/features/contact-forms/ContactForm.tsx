import { island } from '@/lib/islands'
import type { ContactFormBlock } from '@/payload-types'

import styles from './ContactForm.module.css'
import { FORM_LOCALE, FORM_VERSION, toFormDef } from './definition'
import { Field } from './fields/Field'
import { shownQuizHashes } from './submission/quiz.server'
import { HIDDEN, HONEYPOT_NAME, STARTED_NAME, SUBMIT_NAME } from './wireNames'
import { RobotTrap } from '@/lib/ui/RobotTrap'

/** The Contact form block: a complete, script-free form that a small island enhances. */
export function ContactForm({
  block,
  pageId,
  containerKind = 'page',
}: {
  block: ContactFormBlock
  pageId?: number
  containerKind?: 'page' | 'post'
}) {
  if (!block.form || typeof block.form !== 'object') return null
  const form = toFormDef(block.form)
  const unitTag = `cf-f${form.id}-${containerKind === 'post' ? 'b' : 'p'}${pageId ?? 0}-${(block.id ?? 'x').slice(-6)}`
  // Made here, on the server: the secret behind them never becomes a prop.
  const quizHashes = shownQuizHashes(form)
  const titleId = `${unitTag}-title`
  return (
    <section id={block.anchor ?? undefined} className={styles.section}>
      {block.heading && <h2 id={titleId}>{block.heading}</h2>}
      <div
        className={styles.contactForm}
        id={unitTag}
        data-contact-form=""
        {...island('contact-form', 'visible')}
      >
        <div className="visually-hidden" data-sr-response="">
          <p role="status" aria-live="polite" aria-atomic="true" />
          <ul />
        </div>
        <form
          action={`/api/contact/v1/contact-forms/${form.id}/feedback`}
          method="post"
          encType="multipart/form-data"
          data-status="init"
          className={styles.form}
          aria-labelledby={block.heading ? titleId : undefined}
          aria-label={block.heading ? undefined : form.title}
        >
          <div hidden>
            <input type="hidden" name={HIDDEN.formId} value={form.id} />
            <input type="hidden" name={HIDDEN.version} value={FORM_VERSION} />
            <input type="hidden" name={HIDDEN.locale} value={FORM_LOCALE} />
            <input type="hidden" name={HIDDEN.unitTag} value={unitTag} />
            <input type="hidden" name={HIDDEN.containerPost} value={pageId ?? 0} />
            {containerKind === 'post' && (
              <input type="hidden" name={HIDDEN.containerType} value="post" />
            )}
            {/* The script stamps when the visitor started; a post without script carries 0. */}
            <input type="hidden" name={STARTED_NAME} value={0} />
          </div>
          {/* A field people never see or reach; bots that fill every field give themselves away. */}
          <RobotTrap name={HONEYPOT_NAME} />
          <p className={styles.legend}>
            Felder mit <span aria-hidden="true">*</span>
            <span className="visually-hidden">Sternchen</span> sind Pflichtfelder.
          </p>
          {form.fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              unitTag={unitTag}
              quizHash={quizHashes[field.name]}
            />
          ))}
          <div className={styles.actions}>
            <button
              type="submit"
              name={SUBMIT_NAME}
              value={form.submitLabel}
              className={styles.submit}
              data-submit=""
            >
              {form.submitLabel}
            </button>
            <span className={styles.spinner} aria-hidden="true" />
          </div>
          <div className={styles.response} data-response-output="" hidden />
        </form>
      </div>
    </section>
  )
}
