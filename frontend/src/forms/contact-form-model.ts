/**
 * The contact form's rules and the payload it sends.
 */
import {
  type ContactPayload,
  limits,
  telefonoRange,
} from '../../../contract/contact-constants';
import { contactForm } from '../content/contact';
import { withHoneypot } from './honeypot-payload';

export interface ContactValues {
  nombres: string;
  telefono: string;
  email: string;
  mensaje: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = {
  nombres: '',
  telefono: '',
  email: '',
  mensaje: '',
};

/** The phone input keeps digits only: the API takes Telefono as an integer. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, limits.telefonoMaxDigits);
}

/**
 * Validates on submit. `emailTypeMismatch` is the browser's own verdict on the
 * e-mail input (`input.validity.typeMismatch`): the spec allows no other check.
 */
export function validateContact(values: ContactValues, emailTypeMismatch = false): ContactErrors {
  const errors: ContactErrors = {};
  const { errors: text } = contactForm;
  if (values.nombres.trim() === '') errors.nombres = text.nombresRequired;
  const phone = values.telefono.trim();
  // The digits the visitor typed count, a landline's leading 0 included (017054200 has
  // nine); the number they make must still be one the API takes (not 000000001).
  const digits = phoneDigits(phone);
  if (phone === '') errors.telefono = text.telefonoRequired;
  else if (digits.length < limits.telefonoMinDigits || Number(digits) < telefonoRange.min)
    errors.telefono = text.telefonoInvalid;
  if (values.email.trim() === '') errors.email = text.emailRequired;
  else if (emailTypeMismatch) errors.email = text.emailInvalid;
  if (values.mensaje.trim() === '') errors.mensaje = text.mensajeRequired;
  return errors;
}

export function buildContactPayload(values: ContactValues, honeypot = ''): ContactPayload {
  return withHoneypot(
    {
      Nombres: values.nombres.trim(),
      Telefono: Number(phoneDigits(values.telefono)),
      Email: values.email.trim(),
      Mensaje: values.mensaje.trim(),
    },
    honeypot,
  );
}
