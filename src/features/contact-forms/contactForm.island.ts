import type { Island } from '@/lib/islands'

import { enhanceForm } from './browser/formController'

/**
 * A contact form's behaviour, loaded when the form comes near the viewport (or gets focus), so
 * pages whose form is further down do not pay for it up front. Until then it posts as plain HTML.
 */
const attachContactForm: Island = (root) => enhanceForm(root)

export default attachContactForm
