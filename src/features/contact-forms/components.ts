import { ContactForm } from './ContactForm'

export const contactFormComponents = { contactForm: ContactForm }
