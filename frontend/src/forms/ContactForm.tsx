import { limits } from '../../../contract/contact-constants';
import { contactForm, contactPage } from '../content/contact';
import {
  buildContactPayload,
  contactFields,
  emptyContactValues,
  phoneDigits,
  validateContact,
} from './contact-form-model';
import { contactDialog } from './dialog-content';
import { FormField } from './FormField';
import { FormShell, useIdPrefix } from './FormShell';
import { useFormFields } from './use-form-fields';

/** Spec section 9: the contact panel is at most 520px wide. */
export const CONTACT_PANEL_MAX_WIDTH = 520;

export interface ContactFormProps {
  /** Prefix of the fields' ids, so two forms on one page never clash (default: React's useId). */
  readonly idPrefix?: string;
}

/**
 * The contact form on its dark panel (spec sections 2.4, 5.1, 8), with no
 * heading: the contact page and the offer pages give it theirs.
 * Fields are cleared only after a successful send, so a failure never loses a message.
 */
export function ContactForm({ idPrefix }: ContactFormProps) {
  const prefix = useIdPrefix('contacto', idPrefix);
  const { values, elements, bind, accept, reset } = useFormFields(
    emptyContactValues,
    (field, value) => (field === 'telefono' ? phoneDigits(value) : value),
  );

  function prepare(honeypot: string) {
    const emailMismatch = elements.current.email?.validity.typeMismatch ?? false;
    if (!accept(validateContact(values, emailMismatch), contactFields)) return undefined;
    return buildContactPayload(values, honeypot);
  }

  const { labels } = contactForm;
  return (
    <FormShell
      label={contactPage.formLabel}
      endpoint="contact"
      toDialog={contactDialog}
      submitText={contactForm}
      tone="dark"
      idPrefix={prefix}
      prepare={prepare}
      onSent={reset}
      sx={{
        maxWidth: CONTACT_PANEL_MAX_WIDTH,
        bgcolor: 'primary.dark',
        color: '#ffffff',
        p: { xs: 3, sm: 4 },
        boxShadow: '0 12px 32px rgba(11, 31, 58, 0.25)',
      }}
    >
      <FormField
        id={`${prefix}-nombres`}
        label={labels.nombres}
        tone="dark"
        maxLength={limits.nombresMaxLength}
        autoComplete="name"
        required
        {...bind('nombres')}
      />
      <FormField
        id={`${prefix}-telefono`}
        label={labels.telefono}
        tone="dark"
        type="tel"
        inputMode="numeric"
        maxLength={limits.telefonoMaxDigits}
        autoComplete="tel-national"
        required
        {...bind('telefono')}
      />
      <FormField
        id={`${prefix}-email`}
        label={labels.email}
        tone="dark"
        type="email"
        maxLength={limits.emailMaxLength}
        autoComplete="email"
        required
        {...bind('email')}
      />
      <FormField
        id={`${prefix}-mensaje`}
        label={labels.mensaje}
        tone="dark"
        multiline
        rows={5}
        maxLength={limits.mensajeMaxLength}
        required
        {...bind('mensaje')}
      />
    </FormShell>
  );
}
