/** POST /website/contacto/formulario — the contact form's message, mailed to CONTACT_TO. */
import { apiMessages } from '../contract/contact-api';
import { createFormHandler } from './lib/form-handler';

export const handler = createFormHandler({
  endpoint: 'contact',
  recipients: 'CONTACT_TO',
  successMessage: apiMessages.contactSent,
  failureMessage: apiMessages.contactFailed,
  mail: {
    subjectPrefix: 'Nuevo mensaje de contacto',
    heading: 'Nuevo mensaje desde el formulario de contacto del sitio web',
    includePhone: true,
  },
});
