import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../content/contact';
import { applicationForm } from '../content/jobs';
import { ApplicationForm } from '../forms/ApplicationForm';
import { ContactForm } from '../forms/ContactForm';
import { checkForm } from './forms';

/** The forms as the prerendered page holds them, checked by the early code before React. */
const formNamed = (name: string) => screen.getByRole('form', { name }) as HTMLFormElement;

describe('checkForm (the forms before hydration)', () => {
  it('shows the contact form’s four messages, marks the fields and focuses the first', () => {
    render(<ContactForm idPrefix="c" />);
    const form = formNamed('Formulario de contacto');
    expect(checkForm(form)).toBe(false);
    const { errors } = contactForm;
    for (const message of [
      errors.nombresRequired,
      errors.telefonoRequired,
      errors.emailRequired,
      errors.mensajeRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    const nombres = screen.getByLabelText(/Nombres/);
    expect(nombres).toHaveFocus();
    expect(nombres).toHaveAttribute('aria-invalid', 'true');
    expect(nombres).toHaveAccessibleDescription(errors.nombresRequired);
  });

  it('accepts a valid contact form and clears what it showed before', () => {
    render(<ContactForm idPrefix="c" />);
    const form = formNamed('Formulario de contacto');
    checkForm(form);
    const values: Record<string, string> = {
      nombres: 'Rosa Mamani',
      telefono: '987654321',
      email: 'rosa@example.pe',
      mensaje: 'Hola',
    };
    for (const [name, value] of Object.entries(values)) {
      (form.elements.namedItem(name) as HTMLInputElement).value = value;
    }
    expect(checkForm(form)).toBe(true);
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.queryByText(contactForm.errors.nombresRequired)).toBeNull();
  });

  it('applies the application form’s own rules (the e-mail format)', () => {
    render(<ApplicationForm idPrefix="p" />);
    const form = formNamed('Formulario de postulación');
    (form.elements.namedItem('contacto') as HTMLInputElement).value = 'ana@';
    expect(checkForm(form)).toBe(false);
    expect(screen.getByText(applicationForm.errors.contactoInvalid)).toBeInTheDocument();
    expect(screen.getByText(applicationForm.errors.nombreCompletoRequired)).toBeInTheDocument();
    expect(screen.getByText(applicationForm.errors.descripcionRequired)).toBeInTheDocument();
  });
});
