/**
 * The job-application form's rules and the contact payload it is sent as: the
 * site composes the Mensaje, and the phone is a fixed placeholder.
 */
import { type ContactPayload, limits } from '../../../contract/contact-constants';
import { applicationForm } from '../content/jobs';
import { site } from '../site';
import { withHoneypot } from './honeypot-payload';

export interface ApplicationValues {
  contacto: string;
  nombreCompleto: string;
  descripcion: string;
}

export type ApplicationField = keyof ApplicationValues;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const emptyApplicationValues: ApplicationValues = {
  contacto: '',
  nombreCompleto: '',
  descripcion: '',
};

/** name@domain.tld, no spaces: the "{email}" format of spec section 5.2. */
const emailFormat = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const { errors: text } = applicationForm;
  const email = values.contacto.trim();
  if (email === '') errors.contacto = text.contactoRequired;
  else if (!emailFormat.test(email)) errors.contacto = text.contactoInvalid;
  if (values.nombreCompleto.trim() === '') errors.nombreCompleto = text.nombreCompletoRequired;
  if (values.descripcion.trim() === '') errors.descripcion = text.descripcionRequired;
  return errors;
}

export function composeApplicationMessage(nombre: string, email: string, descripcion: string) {
  const { message } = applicationForm;
  return [
    message.heading,
    '',
    `${message.name}: ${nombre}`,
    `${message.email}: ${email}`,
    '',
    `${message.description}:`,
    descripcion,
    '',
    message.closing,
  ].join('\n');
}

/**
 * The longest description that still fits the contract's Mensaje limit with the
 * longest name and e-mail the inputs allow.
 */
export const descripcionMaxLength =
  limits.mensajeMaxLength -
  composeApplicationMessage(
    'x'.repeat(limits.nombresMaxLength),
    'x'.repeat(limits.emailMaxLength),
    '',
  ).length;

export function buildApplicationPayload(values: ApplicationValues, honeypot = ''): ContactPayload {
  const nombre = values.nombreCompleto.trim();
  const email = values.contacto.trim();
  return withHoneypot(
    {
      Nombres: nombre,
      Telefono: site.applicationPlaceholderPhone,
      Email: email,
      Mensaje: composeApplicationMessage(nombre, email, values.descripcion.trim()),
    },
    honeypot,
  );
}
