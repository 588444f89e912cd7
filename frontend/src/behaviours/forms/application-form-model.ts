/**
 * The job-application form's rules and the contact payload it is sent as: the
 * site composes the Mensaje, and the phone is a fixed placeholder.
 */
import { isEmailAddress } from '../../../../contract/contact-constants';
import { formFieldNames } from '../../../../contract/form-post';
import { applicationForm } from '../../content/ayuda/trabaja-con-nosotros';
import { requiredTextFault } from './required-text';

export interface ApplicationValues {
  contacto: string;
  nombreCompleto: string;
  descripcion: string;
}

export type ApplicationField = keyof ApplicationValues;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** What each field posts as: the contract's names (contract/form-post.ts composes the Mensaje). */
export const applicationInputNames = {
  contacto: formFieldNames.application.email,
  nombreCompleto: formFieldNames.application.nombres,
  descripcion: formFieldNames.application.descripcion,
} as const satisfies Record<ApplicationField, string>;

/**
 * Validates on submit, what the form sends (trimmed): the "{email}" format is the contract's
 * e-mail rule, and the name and description are refused where the contract would refuse their
 * characters (the description travels inside Mensaje), with the contract's words.
 */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const { errors: text } = applicationForm;
  const email = values.contacto.trim();
  if (email === '') errors.contacto = text.contactoRequired;
  else if (!isEmailAddress(email)) errors.contacto = text.contactoInvalid;
  const nombre = requiredTextFault(values.nombreCompleto, 'Nombres', text.nombreCompletoRequired);
  if (nombre) errors.nombreCompleto = nombre;
  const descripcion = requiredTextFault(values.descripcion, 'Mensaje', text.descripcionRequired);
  if (descripcion) errors.descripcion = descripcion;
  return errors;
}
