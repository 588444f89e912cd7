/**
 * The forms before React has them (decision 040): a visitor who presses "Enviar"
 * on an empty or invalid form sees the same messages at once, from the same rules
 * (the form models), the first invalid field focused; a valid form is held and
 * sent once the page has hydrated (by React, with its dialog). Typing in a field
 * clears its message, as it does afterwards. React adopts the messages shown here
 * when it hydrates (forms/use-form-fields.ts); from then on this stands aside.
 *
 * The contract with FormShell/FormField: the form carries `data-form` (its
 * endpoint), each field its key as `name`, each field's message lives in the
 * element `{field id}-error`, and the send button carries `data-send`.
 */
import type { ApiEndpoint } from '../../../contract/contact-constants';
import { validateApplication } from '../forms/application-form-model';
import {
  type ContactValues,
  emailRefusedByBrowser,
  validateContact,
} from '../forms/contact-form-model';
import type { ApplicationValues } from '../forms/application-form-model';
import { holdUntilHydrated } from './replay';
import { isHydrated } from './signals';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;
type Messages = Partial<Record<string, string>>;

const FORM_SELECTOR = 'form[data-form]';

function fieldsOf(form: HTMLFormElement): FieldElement[] {
  return [...form.querySelectorAll<FieldElement>('input[name], textarea[name]')].filter(
    (element) => element.type !== 'hidden' && element.closest('[aria-hidden="true"]') === null,
  );
}

function valuesOf<V>(form: HTMLFormElement): V {
  return Object.fromEntries(fieldsOf(form).map((field) => [field.name, field.value])) as V;
}

/** Each form's rules, keyed by the endpoint it posts to: the models the React forms use. */
const rules: Record<ApiEndpoint, (form: HTMLFormElement) => Messages> = {
  contact: (form) =>
    validateContact(
      valuesOf<ContactValues>(form),
      emailRefusedByBrowser(
        form.querySelector<HTMLInputElement>('input[type="email"]') ?? undefined,
      ),
    ),
  application: (form) => validateApplication(valuesOf<ApplicationValues>(form)),
};

export function showMessage(field: FieldElement, message: string | undefined): void {
  const slot = field.ownerDocument.getElementById(`${field.id}-error`);
  if (slot) slot.textContent = message ?? '';
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** Validates and shows the messages; true when the form may be sent. */
export function checkForm(form: HTMLFormElement): boolean {
  const validate = rules[form.dataset.form as ApiEndpoint];
  if (!validate) return true;
  const messages = validate(form);
  const fields = fieldsOf(form);
  for (const field of fields) showMessage(field, messages[field.name]);
  const firstInvalid = fields.find((field) => messages[field.name]);
  firstInvalid?.focus();
  return firstInvalid === undefined;
}

export function installFormChecks(doc: Document): void {
  const send = (form: HTMLFormElement, event: Event) => {
    event.preventDefault();
    // React may be hydrating this form right now: keep the press away from it.
    event.stopPropagation();
    const button = form.querySelector<HTMLButtonElement>('[data-send]');
    if (checkForm(form) && button) holdUntilHydrated(button);
  };

  doc.addEventListener(
    'click',
    (event) => {
      if (isHydrated() || !(event.target instanceof Element)) return;
      const button = event.target.closest('[data-send]');
      const form = button?.closest<HTMLFormElement>(FORM_SELECTOR);
      if (form) send(form, event);
    },
    true,
  );

  // Enter in a one-line field sends, as it will once the button is a submit button.
  doc.addEventListener(
    'keydown',
    (event) => {
      if (isHydrated() || event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) {
        return;
      }
      const form = event.target.closest<HTMLFormElement>(FORM_SELECTOR);
      if (form) send(form, event);
    },
    true,
  );

  doc.addEventListener('input', (event) => {
    const field = event.target;
    if (
      isHydrated() ||
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    ) {
      return;
    }
    if (field.closest(FORM_SELECTOR) && field.getAttribute('aria-invalid') === 'true') {
      showMessage(field, undefined);
    }
  });
}
