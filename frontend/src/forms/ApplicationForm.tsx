import { EMAIL_PATTERN, limits } from '../../../contract/contact-constants';
import { applicationForm, jobsPage } from '../content/jobs';
import {
  type ApplicationField,
  buildApplicationPayload,
  descripcionMaxLength,
  emptyApplicationValues,
  validateApplication,
} from './application-form-model';
import { applicationDialog } from './dialog-content';
import { type FieldSpec, FormShell, useIdPrefix } from './FormShell';
import { useFormFields } from './use-form-fields';

const { labels, hints } = applicationForm;
const fields: readonly FieldSpec<ApplicationField>[] = [
  {
    field: 'contacto',
    idSuffix: 'contacto',
    label: labels.contacto,
    type: 'email',
    maxLength: limits.emailMaxLength,
    pattern: EMAIL_PATTERN,
    autoComplete: 'email',
  },
  {
    field: 'nombreCompleto',
    idSuffix: 'nombre-completo',
    label: labels.nombreCompleto,
    maxLength: limits.nombresMaxLength,
    autoComplete: 'name',
  },
  {
    field: 'descripcion',
    idSuffix: 'descripcion',
    label: labels.descripcion,
    hint: hints.descripcion,
    multiline: true,
    rows: 6,
    maxLength: descripcionMaxLength,
  },
];

export interface ApplicationFormProps {
  readonly idPrefix?: string;
}

/**
 * The job application (spec sections 5.2 and 8). Sent as a contact payload to
 * the oportunidades endpoint; fields and errors are cleared only on success.
 */
export function ApplicationForm({ idPrefix }: ApplicationFormProps) {
  const prefix = useIdPrefix('postulacion', idPrefix);
  const state = useFormFields(emptyApplicationValues);

  return (
    <FormShell
      label={jobsPage.formLabel}
      endpoint="application"
      toDialog={applicationDialog}
      submitText={applicationForm}
      tone="light"
      idPrefix={prefix}
      fields={fields}
      state={state}
      validate={() => validateApplication(state.values)}
      payload={(honeypot) => buildApplicationPayload(state.values, honeypot)}
      sx={{
        maxWidth: 640,
        bgcolor: 'background.paper',
        border: '1px solid #d9dee5',
        p: { xs: 3, sm: 4 },
      }}
    />
  );
}
