/** POST /website/contacto/oportunidades — a job application, mailed to JOBS_TO. */
import { apiMessages } from '../contract/contact-api';
import { createContactHandler } from './lib/contact-handler';

export const handler = createContactHandler({
  endpoint: 'application',
  name: 'oportunidades',
  recipients: 'JOBS_TO',
  successMessage: apiMessages.applicationSent,
  failureMessage: apiMessages.applicationFailed,
  mail: {
    subjectPrefix: 'Nueva postulación',
    heading: 'Nueva postulación desde la página de oportunidades del sitio web',
    includePhone: false,
  },
});
