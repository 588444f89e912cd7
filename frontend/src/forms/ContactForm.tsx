import { EMAIL_PATTERN, PHONE_PATTERN, limits } from '../../../contract/contact-constants';
import { contactForm, contactPage } from '../content/contacto/formulario';
import { formResultLabels } from '../content/shared/ui';
import { contactInputNames as names } from '../behaviours/forms/contact-form-model';
import { type FieldSpec, FormShell, useIdPrefix } from './FormShell';

export interface ContactFormProps {
  /** Prefix of the fields' ids, so two forms on one page never clash (default: React's useId). */
  readonly idPrefix?: string;
}

const { labels, dialog } = contactForm;
const fields: readonly FieldSpec[] = [
  {
    name: names.nombres,
    idSuffix: 'nombres',
    label: labels.nombres,
    maxLength: limits.nombresMaxLength,
    autoComplete: 'name',
  },
  {
    name: names.telefono,
    idSuffix: 'telefono',
    label: labels.telefono,
    type: 'tel',
    inputMode: 'numeric',
    maxLength: limits.telefonoMaxDigits,
    // Without our script, the browser refuses anything but the digits the API takes.
    pattern: PHONE_PATTERN,
    patternHint: contactForm.telefonoHint,
    autoComplete: 'tel',
  },
  {
    name: names.email,
    idSuffix: 'email',
    label: labels.email,
    type: 'email',
    maxLength: limits.emailMaxLength,
    pattern: EMAIL_PATTERN,
    autoComplete: 'email',
  },
  {
    name: names.mensaje,
    idSuffix: 'mensaje',
    label: labels.mensaje,
    multiline: true,
    rows: 5,
    maxLength: limits.mensajeMaxLength,
  },
];

/**
 * The contact form on its dark panel (spec sections 2.4, 5.1, 8), with no
 * heading: the contact page and the offer pages give it theirs.
 * Fields are cleared only after a successful send, so a failure never loses a message.
 */
export function ContactForm({ idPrefix }: ContactFormProps) {
  return (
    <FormShell
      label={contactPage.formLabel}
      endpoint="contact"
      submitText={contactForm}
      closeLabel={dialog.close}
      results={{
        sent: { title: dialog.success },
        failed: { title: dialog.error, text: formResultLabels.failedHint },
      }}
      idPrefix={useIdPrefix('contacto', idPrefix)}
      fields={fields}
    />
  );
}
