import Box from '@mui/material/Box';
import { type FormEvent, useId, useRef } from 'react';
import { limits } from '../../../contract/contact-constants';
import { applicationForm, jobsPage } from '../content/jobs';
import {
  applicationFields,
  buildApplicationPayload,
  descripcionMaxLength,
  emptyApplicationValues,
  validateApplication,
} from './application-form-model';
import { applicationDialog } from './dialog-content';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { SubmissionDialog, loadResultDialog } from './SubmissionDialog';
import { SubmitButton } from './SubmitButton';
import { useFormFields } from './use-form-fields';
import { useSubmission } from './use-submission';

export interface ApplicationFormProps {
  readonly idPrefix?: string;
}

/**
 * The job application (spec sections 5.2 and 8). Sent as a contact payload to
 * the oportunidades endpoint; fields and errors are cleared only on success.
 */
export function ApplicationForm({ idPrefix }: ApplicationFormProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? `postulacion${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { values, bind, accept, reset } = useFormFields(emptyApplicationValues);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { sending, submit, dialog, closeDialog } = useSubmission('application', applicationDialog);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!accept(validateApplication(values), applicationFields)) return;
    const outcome = await submit(buildApplicationPayload(values, honeypotRef.current?.value ?? ''));
    if (outcome?.kind === 'success') {
      reset();
      if (honeypotRef.current) honeypotRef.current.value = '';
    }
  }

  const { labels, hints } = applicationForm;
  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label={jobsPage.formLabel}
        aria-busy={sending}
        onSubmit={handleSubmit}
        onFocus={() => void loadResultDialog().catch(() => undefined)}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 640,
          boxSizing: 'border-box',
          bgcolor: 'background.paper',
          border: '1px solid #d9dee5',
          borderRadius: 2,
          p: { xs: 3, sm: 4 },
        }}
      >
        <FormField
          id={`${prefix}-contacto`}
          label={labels.contacto}
          tone="light"
          type="email"
          maxLength={limits.emailMaxLength}
          autoComplete="email"
          required
          {...bind('contacto')}
        />
        <FormField
          id={`${prefix}-nombre-completo`}
          label={labels.nombreCompleto}
          tone="light"
          maxLength={limits.nombresMaxLength}
          autoComplete="name"
          required
          {...bind('nombreCompleto')}
        />
        <FormField
          id={`${prefix}-descripcion`}
          label={labels.descripcion}
          hint={hints.descripcion}
          tone="light"
          multiline
          rows={6}
          maxLength={descripcionMaxLength}
          required
          {...bind('descripcion')}
        />
        <Honeypot id={`${prefix}-sitio-web`} inputRef={honeypotRef} />
        <SubmitButton
          label={applicationForm.submit}
          sendingLabel={applicationForm.sending}
          sending={sending}
          buttonRef={buttonRef}
          tone="light"
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
