import type { ContactPayload } from './contact-constants';

/** A payload every rule accepts, for the contract's tests. */
export const validPayload = {
  Nombres: 'Rosa Elena Chávez',
  Telefono: 987654321,
  Email: 'rosa.chavez@example.pe',
  Mensaje: 'Necesitamos una cotización de Veeam.',
} satisfies ContactPayload;
