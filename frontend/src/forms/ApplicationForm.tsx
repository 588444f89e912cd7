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
import { FormShell, useIdPrefix } from './FormShell';
import { useFormFields } from './use-form-fields';

export interface ApplicationFormProps {
  readonly idPrefix?: string;
}

/**
 * The job application (spec sections 5.2 and 8). Sent as a contact payload to
 * the oportunidades endpoint; fields and errors are cleared only on success.
 */
export function ApplicationForm({ idPrefix }: ApplicationFormProps) {
  const prefix = useIdPrefix('postulacion', idPrefix);
  const { values, bind, accept, reset } = useFormFields(emptyApplicationValues);

  function prepare(honeypot: string) {
    if (!accept(validateApplication(values), applicationFields)) return undefined;
    return buildApplicationPayload(values, honeypot);
  }

  const { labels, hints } = applicationForm;
  return (
    <FormShell
      label={jobsPage.formLabel}
      endpoint="application"
      toDialog={applicationDialog}
      submitText={applicationForm}
      tone="light"
      idPrefix={prefix}
      prepare={prepare}
      onSent={reset}
      sx={{
        maxWidth: 640,
        bgcolor: 'background.paper',
        border: '1px solid #d9dee5',
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
    </FormShell>
  );
}
