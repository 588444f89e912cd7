/** POST /website/contacto/oportunidades — a job application, mailed to APPLICATION_TO. */
import { apiMessages } from '../contract/contact-api';
import { createFormHandler } from './lib/form-handler';

export const handler = createFormHandler({
  endpoint: 'application',
  recipients: 'APPLICATION_TO',
  successMessage: apiMessages.applicationSent,
  failureMessage: apiMessages.applicationFailed,
  mail: {
    subjectPrefix: 'Nueva postulación',
    heading: 'Nueva postulación desde la página de oportunidades del sitio web',
    includePhone: false,
  },
});
