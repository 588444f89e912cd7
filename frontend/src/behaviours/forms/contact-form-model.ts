/**
 * The contact form's rules: what each field posts as, and the spec's messages (5.1).
 */
import { isEmailAddress, limits, telefonoRange } from '../../../../contract/contact-constants';
import { formFieldNames } from '../../../../contract/form-post';
import { contactForm } from '../../content/contacto/formulario';
import { requiredTextFault } from './required-text';

export interface ContactValues {
  nombres: string;
  telefono: string;
  email: string;
  mensaje: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** What each field posts as: the contract's names (contract/form-post.ts builds the payload). */
export const contactInputNames = {
  nombres: formFieldNames.contact.nombres,
  telefono: formFieldNames.contact.telefono,
  email: formFieldNames.contact.email,
  mensaje: formFieldNames.contact.mensaje,
} as const satisfies Record<ContactField, string>;

/** The phone input keeps digits only: the API takes Telefono as an integer. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, limits.telefonoMaxDigits);
}

/**
 * The browser's own verdict on an e-mail input: its `type="email"` check and its `pattern`,
 * which is the contract's rule (EMAIL_PATTERN), so the two never disagree.
 */
export function emailRefusedByBrowser(input: { readonly validity: ValidityState } | undefined) {
  return input ? input.validity.typeMismatch || input.validity.patternMismatch : false;
}

/**
 * Validates on submit, what the form sends (trimmed). The e-mail is checked as the browser's
 * input checks it (`emailRefusedByBrowser`, the spec's only format check), with the contract's
 * rule behind it for a page whose input has not been read; names and message are refused
 * where the contract would refuse their characters, with the contract's words.
 */
export function validateContact(values: ContactValues, emailRefused = false): ContactErrors {
  const errors: ContactErrors = {};
  const { errors: text } = contactForm;
  const nombres = requiredTextFault(values.nombres, 'Nombres', text.nombresRequired);
  if (nombres) errors.nombres = nombres;
  const phone = values.telefono.trim();
  // The digits the visitor typed count, a landline's leading 0 included (017054200 has
  // nine); the number they make must still be one the API takes (not 000000001).
  const digits = phoneDigits(phone);
  if (phone === '') errors.telefono = text.telefonoRequired;
  else if (digits.length < limits.telefonoMinDigits || Number(digits) < telefonoRange.min)
    errors.telefono = text.telefonoInvalid;
  const email = values.email.trim();
  if (email === '') errors.email = text.emailRequired;
  else if (emailRefused || !isEmailAddress(email)) errors.email = text.emailInvalid;
  const mensaje = requiredTextFault(values.mensaje, 'Mensaje', text.mensajeRequired);
  if (mensaje) errors.mensaje = mensaje;
  return errors;
}
