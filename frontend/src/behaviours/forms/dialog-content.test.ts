import { describe, expect, it } from 'vitest';
import { applicationDialog, contactDialog } from './dialog-content';

describe('contact dialog texts', () => {
  it('shows the server message or the default, green on success and red on error', () => {
    expect(contactDialog({ kind: 'success', statusCode: 200, message: 'Gracias' })).toMatchObject({
      title: 'Gracias',
      tone: 'success',
    });
    expect(contactDialog({ kind: 'success', statusCode: 200 })).toMatchObject({
      title: 'Correo enviado exitosamente',
      tone: 'success',
    });
    expect(contactDialog({ kind: 'error', statusCode: 400, message: 'Revisa' })).toMatchObject({
      title: 'Revisa',
      tone: 'error',
    });
    expect(contactDialog({ kind: 'error', statusCode: 500 })).toMatchObject({
      title: 'Error al enviar correo',
      tone: 'error',
    });
  });

  it('names the two failures as the spec does', () => {
    expect(contactDialog({ kind: 'no-status', message: 'ignorado' }).title).toBe(
      'Lo sentimos, no logramos enviar el correo (sin statusCode)',
    );
    expect(contactDialog({ kind: 'thrown' }).title).toBe(
      'Lo sentimos, no logramos enviar el correo (catch)',
    );
  });
});

describe('application dialog texts', () => {
  it('thanks the candidate on success, whatever the server said', () => {
    expect(applicationDialog({ kind: 'success', statusCode: 200, message: 'OK' })).toEqual({
      title: '¡Postulación enviada exitosamente!',
      text: 'Gracias por tu interés. Nos pondremos en contacto contigo pronto.',
      tone: 'success',
    });
  });

  it('says the server message on an error, else its own text, once', () => {
    expect(applicationDialog({ kind: 'error', statusCode: 400, message: 'Revisa' })).toEqual({
      title: 'Revisa',
      tone: 'error',
    });
    expect(applicationDialog({ kind: 'error', statusCode: 500 })).toEqual({
      title: 'Error al enviar postulación',
      tone: 'error',
    });
  });

  it('says it could not send, with a retry hint only when the call threw', () => {
    expect(applicationDialog({ kind: 'no-status' })).toEqual({
      title: 'Lo sentimos, no logramos enviar la postulación',
      tone: 'error',
    });
    expect(applicationDialog({ kind: 'thrown' })).toMatchObject({
      title: 'Lo sentimos, no logramos enviar la postulación',
      text: 'Por favor, inténtalo de nuevo más tarde.',
    });
  });
});
