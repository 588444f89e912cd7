import { EMAIL_PATTERN, limits } from '../../../contract/contact-constants';
import { applicationForm, jobsPage } from '../content/ayuda/trabaja-con-nosotros';
import { formResultLabels } from '../content/shared/ui';
import { descripcionMaxLength } from '../../../contract/form-post';
import { applicationInputNames as names } from '../behaviours/forms/application-form-model';
import { type FieldSpec, FormShell, useIdPrefix } from './FormShell';

const { labels, hints, dialog } = applicationForm;
const fields: readonly FieldSpec[] = [
  {
    name: names.contacto,
    idSuffix: 'contacto',
    label: labels.contacto,
    type: 'email',
    maxLength: limits.emailMaxLength,
    pattern: EMAIL_PATTERN,
    autoComplete: 'email',
  },
  {
    name: names.nombreCompleto,
    idSuffix: 'nombre-completo',
    label: labels.nombreCompleto,
    maxLength: limits.nombresMaxLength,
    autoComplete: 'name',
  },
  {
    name: names.descripcion,
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
 * The job application (spec sections 5.2 and 8), posted to the oportunidades endpoint,
 * which receives it as a contact payload (contract/form-post.ts composes the Mensaje).
 */
export function ApplicationForm({ idPrefix }: ApplicationFormProps) {
  return (
    <FormShell
      label={jobsPage.formLabel}
      endpoint="application"
      submitText={applicationForm}
      closeLabel={dialog.close}
      results={{
        sent: { title: dialog.successTitle, text: dialog.successText },
        failed: { title: dialog.errorTitle, text: formResultLabels.failedHint },
      }}
      idPrefix={useIdPrefix('postulacion', idPrefix)}
      fields={fields}
    />
  );
}
