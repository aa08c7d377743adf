import { ContactForm } from './ContactForm'

export const blockComponents = { contactForm: ContactForm }
