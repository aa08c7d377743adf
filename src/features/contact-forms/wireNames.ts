/**
 * The names a form's inputs travel under, shared by the markup, the browser script and the
 * server. They keep Contact Form 7's shape (docs/glossary.md).
 */
export const HIDDEN = {
  formId: '_form_id',
  version: '_form_version',
  locale: '_form_locale',
  unitTag: '_form_unit_tag',
  /** The page that holds the form ("post" in WordPress). */
  containerPost: '_form_container_post',
  /**
   * What that id is of: `post` for a news post (ids of pages and posts overlap); a page without.
   */
  containerType: '_form_container_type',
} as const

/** Hidden fields a post must carry; the container page is optional. */
export const REQUIRED_HIDDEN = [HIDDEN.formId, HIDDEN.version, HIDDEN.locale, HIDDEN.unitTag]

/** The hidden input that carries the identity of the quiz question shown. */
export const quizHashName = (field: string) => `_quiz_answer_${field}`

export const HONEYPOT_NAME = '_hp_homepage'
export const STARTED_NAME = '_form_started'
/** The submit button's name: its name and label travel with every post (docs/spec.md §7). */
export const SUBMIT_NAME = '_form_submit'
