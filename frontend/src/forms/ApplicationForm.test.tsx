/**
 * The job application as the prerendered page holds it, before any script: what a visitor and
 * assistive technology meet, and what the browser posts to the API by itself.
 * behaviours/forms.test.tsx drives it once the behaviours run.
 */
import { ThemeProvider } from '@mui/material/styles';
import { render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, HONEYPOT_FIELD, limits } from '../../../contract/contact-constants';
import { formFieldNames } from '../../../contract/form-post';
import { colourName } from '../../../test/colour-names';
import { errorIdOf, markup } from '../behaviours/markup';
import { applicationForm } from '../content/ayuda/trabaja-con-nosotros';
import { theme } from '../theme';
import { descripcionMaxLength } from '../../../contract/form-post';
import { ApplicationForm } from './ApplicationForm';

function render(ui: ReactElement) {
  return renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

afterEach(() => {
  window.location.hash = '';
});

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const email = () => field(applicationForm.labels.contacto);
const name = () => field(applicationForm.labels.nombreCompleto);
const about = () => field(applicationForm.labels.descripcion);
const form = () =>
  screen.getByRole('form', { name: 'Formulario de postulación' }) as HTMLFormElement;

describe('ApplicationForm', () => {
  it('is a real form that posts to the oportunidades endpoint', () => {
    render(<ApplicationForm />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/website/contacto/oportunidades');
    expect(form()).toHaveAttribute(markup.form, 'application');
    const send = within(form()).getByRole('button', { name: 'Enviar postulación' });
    expect(send).toHaveAttribute('type', 'submit');
    expect(send).toHaveAttribute(markup.sendingLabel, 'Enviando…');
  });

  it('marks the three fields required and names them as the contract does', () => {
    render(<ApplicationForm />);
    const inputs = [email(), name(), about()];
    expect(inputs.map((input) => input.name)).toEqual([
      ...Object.values(formFieldNames.application).filter((name) => name !== 'SitioWeb'),
    ]);
    for (const input of inputs) {
      expect(input).toBeRequired();
      expect(input.form).toBe(form());
    }
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'Email',
      'Nombres',
      'Descripcion',
    ]);
    const honeypot = form().elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabIndex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('gives each field the contract’s limits and the browser’s own checks', () => {
    render(<ApplicationForm />);
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('pattern', EMAIL_PATTERN);
    expect(email()).toHaveAttribute('maxLength', String(limits.emailMaxLength));
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(name()).toHaveAttribute('maxLength', String(limits.nombresMaxLength));
    expect(about().tagName).toBe('TEXTAREA');
    expect(about()).toHaveAttribute('maxLength', String(descripcionMaxLength));
  });

  it('reads the description’s hint with it, after the message slot', () => {
    render(<ApplicationForm idPrefix="p" />);
    expect(about()).toHaveAccessibleDescription(
      /^\s*Tu experiencia, lo que te motiva y el puesto que te interesa\.$/,
    );
    expect(about().getAttribute('aria-describedby')?.split(' ')).toEqual([
      errorIdOf('p-descripcion'),
      'p-descripcion-ayuda',
    ]);
    expect(document.getElementById(errorIdOf('p-descripcion'))).toBeEmptyDOMElement();
  });

  it('draws a neutral border on fields that are fine, and a red one on a field marked invalid', () => {
    render(<ApplicationForm />);
    expect(colourName(getComputedStyle(email()).borderColor)).not.toBe('red');
    // The attribute behaviours/forms.ts sets on a field it refuses.
    email().setAttribute('aria-invalid', 'true');
    expect(colourName(getComputedStyle(email()).borderColor)).toBe('red');
  });

  it('holds the two results the API’s answer points at, each shown only as the page’s target', () => {
    render(<ApplicationForm />);
    const sent = document.getElementById('postulacion-enviada')!;
    const failed = document.getElementById('postulacion-no-enviada')!;
    expect(sent).toHaveRole('status');
    expect(sent).toHaveTextContent(
      '¡Postulación enviada exitosamente!' +
        'Gracias por tu interés. Nos pondremos en contacto contigo pronto.',
    );
    expect(failed).toHaveTextContent(
      'Error al enviar postulación' +
        'Revisa tus datos e inténtalo de nuevo. Con el botón «Atrás» de tu navegador recuperas lo que escribiste.',
    );
    expect(sent).not.toBeVisible();
    expect(failed).not.toBeVisible();
    window.location.hash = '#postulacion-enviada';
    expect(sent).toBeVisible();
    expect(failed).not.toBeVisible();
    window.location.hash = '#postulacion-no-enviada';
    expect(failed).toBeVisible();
    expect(sent).not.toBeVisible();
  });

  it('holds a closed result dialog, named by its title and described by its text', () => {
    render(<ApplicationForm idPrefix="p" />);
    const dialog = form().querySelector<HTMLDialogElement>(`dialog[${markup.resultDialog}]`)!;
    expect(dialog.open).toBe(false);
    expect(dialog.id).toBe('p-resultado');
    expect(dialog).toHaveAttribute('aria-labelledby', 'p-resultado-titulo');
    expect(dialog).toHaveAttribute('aria-describedby', 'p-resultado-texto');
    expect(document.getElementById('p-resultado-titulo')).toHaveAttribute(markup.resultTitle);
    expect(document.getElementById('p-resultado-texto')).toHaveAttribute(markup.resultText);
    expect(within(dialog).getByRole('button', { hidden: true })).toHaveTextContent('Aceptar');
  });
});
