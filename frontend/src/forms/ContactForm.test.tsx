/**
 * The contact form as the prerendered page holds it, before any script: what a visitor and
 * assistive technology meet, and what the browser posts to the API by itself.
 * behaviours/forms.test.tsx drives it once the behaviours run.
 */
import { ThemeProvider } from '@mui/material/styles';
import { render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  PHONE_PATTERN,
  limits,
} from '../../../contract/contact-constants';
import { formFieldNames } from '../../../contract/form-post';
import { errorIdOf, markup } from '../behaviours/markup';
import { contactForm } from '../content/contacto/formulario';
import { theme } from '../theme';
import { ContactForm } from './ContactForm';

function render(ui: ReactElement) {
  return renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

afterEach(() => {
  window.location.hash = '';
});

const { labels } = contactForm;
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: 'Formulario de contacto' }) as HTMLFormElement;

describe('ContactForm', () => {
  it('is a real form that posts to the contact endpoint, with no heading of its own', () => {
    render(<ContactForm />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/website/contacto/formulario');
    expect(form()).toHaveAttribute(markup.form, 'contact');
    expect(form().noValidate).toBe(false);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const send = within(form()).getByRole('button', { name: 'Enviar' });
    expect(send).toHaveAttribute('type', 'submit');
    expect(send).toBeEnabled();
    expect(send).toHaveAttribute(markup.sendingLabel, 'Enviando…');
  });

  it('labels every field, marks it required and names it as the contract does', () => {
    render(<ContactForm />);
    const inputs = [labels.nombres, labels.telefono, labels.email, labels.mensaje].map(field);
    expect(inputs.map((input) => input.name)).toEqual([
      ...Object.values(formFieldNames.contact).filter((name) => name !== 'SitioWeb'),
    ]);
    for (const input of inputs) {
      expect(input).toBeRequired();
      expect(input.form).toBe(form());
    }
    // What a screen reader lists as the form's text boxes: the honeypot is not one of them.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'Nombres',
      'Telefono',
      'Email',
      'Mensaje',
    ]);
  });

  it('gives each field the contract’s limits and the browser’s own checks', () => {
    render(<ContactForm />);
    expect(field(labels.nombres)).toHaveAttribute('maxLength', String(limits.nombresMaxLength));
    expect(field(labels.nombres)).toHaveAttribute('autocomplete', 'name');
    const telefono = field(labels.telefono);
    expect(telefono).toHaveAttribute('type', 'tel');
    expect(telefono).toHaveAttribute('inputMode', 'numeric');
    expect(telefono).toHaveAttribute('maxLength', String(limits.telefonoMaxDigits));
    expect(telefono).toHaveAttribute('pattern', PHONE_PATTERN);
    expect(telefono).toHaveAttribute('title', 'Solo números, de 9 a 15 dígitos');
    expect(field(labels.email)).toHaveAttribute('type', 'email');
    expect(field(labels.email)).toHaveAttribute('maxLength', String(limits.emailMaxLength));
    expect(field(labels.email)).toHaveAttribute('pattern', EMAIL_PATTERN);
    expect(field(labels.mensaje).tagName).toBe('TEXTAREA');
    expect(field(labels.mensaje)).toHaveAttribute('maxLength', String(limits.mensajeMaxLength));
  });

  it('ties each field to its message element, empty until the behaviours fill it', () => {
    render(<ContactForm idPrefix="c" />);
    for (const label of Object.values(labels)) {
      const input = field(label);
      const message = document.getElementById(errorIdOf(input.id));
      expect(message).toBeEmptyDOMElement();
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorIdOf(input.id));
      expect(input).not.toHaveAttribute('aria-invalid');
    }
    expect(field(labels.nombres).id).toBe('c-nombres');
  });

  it('keeps the honeypot away from people and assistive technology', () => {
    const { container } = render(<ContactForm idPrefix="c" />);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(honeypot.form).toBe(form());
    expect(honeypot).toHaveAttribute('tabIndex', '-1');
    expect(honeypot).toHaveAttribute('autoComplete', 'off');
    expect(honeypot).toHaveAttribute('maxLength', String(limits.honeypotMaxLength));
    expect(honeypot).not.toBeRequired();
    expect(honeypot).toHaveValue('');
    expect(honeypot.labels?.[0]).toHaveTextContent('No llenes este campo');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'No llenes este campo' })).toBeNull();
  });

  it('holds the two results the API’s answer points at, each shown only as the page’s target', () => {
    render(<ContactForm />);
    const sent = document.getElementById('contacto-enviado')!;
    const failed = document.getElementById('contacto-no-enviado')!;
    expect(sent).toHaveRole('status');
    expect(sent).toHaveTextContent(/^Correo enviado exitosamente$/);
    expect(failed).toHaveTextContent(
      'Error al enviar correo' +
        'Revisa tus datos e inténtalo de nuevo. Con el botón «Atrás» de tu navegador recuperas lo que escribiste.',
    );
    expect(sent).not.toBeVisible();
    expect(failed).not.toBeVisible();
    window.location.hash = '#contacto-enviado';
    expect(sent).toBeVisible();
    expect(failed).not.toBeVisible();
    window.location.hash = '#contacto-no-enviado';
    expect(failed).toBeVisible();
    expect(sent).not.toBeVisible();
  });

  it('holds a closed result dialog, named by its title and described by its text, with one button', () => {
    render(<ContactForm idPrefix="c" />);
    const dialog = form().querySelector<HTMLDialogElement>(`dialog[${markup.resultDialog}]`)!;
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    const title = dialog.querySelector(`[${markup.resultTitle}]`)!;
    const text = dialog.querySelector(`[${markup.resultText}]`)!;
    expect(title.tagName).toBe('H2');
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(dialog).toHaveAttribute('aria-describedby', text.id);
    expect(title).toBeEmptyDOMElement();
    expect(text).toBeEmptyDOMElement();
    const buttons = within(dialog).getAllByRole('button', { hidden: true });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('Aceptar');
    expect(buttons[0]).toHaveAttribute('type', 'button');
  });

  it('is prerendered as a post with a submit button, so what is typed never goes into a URL', () => {
    const html = renderToString(<ContactForm idPrefix="pre" />);
    const formTag = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/website/contacto/formulario"');
    const button = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('data-sending-label="Enviando…"');
    expect(button).not.toContain('disabled');
  });

  it('gives two forms on one page distinct ids', () => {
    render(
      <>
        <ContactForm idPrefix="uno" />
        <ContactForm />
      </>,
    );
    const ids = [...document.querySelectorAll('input, textarea, dialog, [id$="-error"]')].map(
      (element) => element.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('uno-nombres');
  });
});
