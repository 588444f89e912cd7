import Box from '@mui/material/Box';
import { type FormEvent, useId, useRef } from 'react';
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
import { Honeypot } from './Honeypot';
import { SubmissionDialog, loadResultDialog } from './SubmissionDialog';
import { SubmitButton } from './SubmitButton';
import { useFormFields } from './use-form-fields';
import { useSubmission } from './use-submission';

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
  const generatedId = useId();
  const prefix = idPrefix ?? `contacto${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = {
    nombres: `${prefix}-nombres`,
    telefono: `${prefix}-telefono`,
    email: `${prefix}-email`,
    mensaje: `${prefix}-mensaje`,
    honeypot: `${prefix}-sitio-web`,
  };
  const { values, elements, bind, accept, reset } = useFormFields(
    emptyContactValues,
    (field, value) => (field === 'telefono' ? phoneDigits(value) : value),
  );
  const honeypotRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { sending, submit, dialog, closeDialog } = useSubmission('contact', contactDialog);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const emailInput = elements.current.email;
    const found = validateContact(values, emailInput?.validity.typeMismatch ?? false);
    if (!accept(found, contactFields)) return;
    const outcome = await submit(buildContactPayload(values, honeypotRef.current?.value ?? ''));
    if (outcome?.kind === 'success') {
      reset();
      if (honeypotRef.current) honeypotRef.current.value = '';
    }
  }

  const { labels } = contactForm;
  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label={contactPage.formLabel}
        aria-busy={sending}
        onSubmit={handleSubmit}
        onFocus={() => void loadResultDialog().catch(() => undefined)}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: CONTACT_PANEL_MAX_WIDTH,
          boxSizing: 'border-box',
          bgcolor: 'primary.dark',
          color: '#ffffff',
          borderRadius: 2,
          p: { xs: 3, sm: 4 },
          boxShadow: '0 12px 32px rgba(11, 31, 58, 0.25)',
        }}
      >
        <FormField
          id={ids.nombres}
          label={labels.nombres}
          tone="dark"
          maxLength={limits.nombresMaxLength}
          autoComplete="name"
          required
          {...bind('nombres')}
        />
        <FormField
          id={ids.telefono}
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
          id={ids.email}
          label={labels.email}
          tone="dark"
          type="email"
          maxLength={limits.emailMaxLength}
          autoComplete="email"
          required
          {...bind('email')}
        />
        <FormField
          id={ids.mensaje}
          label={labels.mensaje}
          tone="dark"
          multiline
          rows={5}
          maxLength={limits.mensajeMaxLength}
          required
          {...bind('mensaje')}
        />
        <Honeypot id={ids.honeypot} inputRef={honeypotRef} />
        <SubmitButton
          label={contactForm.submit}
          sendingLabel={contactForm.sending}
          sending={sending}
          buttonRef={buttonRef}
          tone="dark"
        />
      </Box>
      <SubmissionDialog
        state={dialog}
        onClose={closeDialog}
        onExited={() => buttonRef.current?.focus()}
      />
    </>
  );
}
