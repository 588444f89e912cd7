import { alpha } from '@mui/material/styles';
import { brand } from '../theme/tokens';
import { EMAIL_PATTERN, limits } from '../../../contract/contact-constants';
import { contactForm, contactPage } from '../content/contact';
import {
  type ContactField,
  buildContactPayload,
  emailRefusedByBrowser,
  emptyContactValues,
  phoneDigits,
  validateContact,
} from './contact-form-model';
import { contactDialog } from './dialog-content';
import { type FieldSpec, FormShell, useIdPrefix } from './FormShell';
import { useFormFields } from './use-form-fields';

/** The contact panel is at most 520px wide, wherever a page places it. */
const CONTACT_PANEL_MAX_WIDTH = 520;

export interface ContactFormProps {
  /** Prefix of the fields' ids, so two forms on one page never clash (default: React's useId). */
  readonly idPrefix?: string;
}

const { labels } = contactForm;
const fields: readonly FieldSpec<ContactField>[] = [
  {
    field: 'nombres',
    idSuffix: 'nombres',
    label: labels.nombres,
    maxLength: limits.nombresMaxLength,
    autoComplete: 'name',
  },
  {
    field: 'telefono',
    idSuffix: 'telefono',
    label: labels.telefono,
    type: 'tel',
    inputMode: 'numeric',
    maxLength: limits.telefonoMaxDigits,
    autoComplete: 'tel',
  },
  {
    field: 'email',
    idSuffix: 'email',
    label: labels.email,
    type: 'email',
    maxLength: limits.emailMaxLength,
    pattern: EMAIL_PATTERN,
    autoComplete: 'email',
  },
  {
    field: 'mensaje',
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
  const prefix = useIdPrefix('contacto', idPrefix);
  const state = useFormFields(emptyContactValues, (field, value) =>
    field === 'telefono' ? phoneDigits(value) : value,
  );

  return (
    <FormShell
      label={contactPage.formLabel}
      endpoint="contact"
      toDialog={contactDialog}
      submitText={contactForm}
      tone="dark"
      idPrefix={prefix}
      fields={fields}
      state={state}
      validate={() =>
        validateContact(state.values, emailRefusedByBrowser(state.elements.current.email))
      }
      payload={(honeypot) => buildContactPayload(state.values, honeypot)}
      sx={{
        maxWidth: CONTACT_PANEL_MAX_WIDTH,
        bgcolor: 'primary.dark',
        color: 'onDark.text',
        p: { xs: 3, sm: 4 },
        boxShadow: `0 12px 32px ${alpha(brand.navy, 0.25)}`,
      }}
    />
  );
}
