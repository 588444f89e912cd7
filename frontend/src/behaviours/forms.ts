/**
 * The site's two forms, end to end (docs/decisions/076). Each is a real form that
 * posts to the contact API and works with no script at all; this takes it over
 * where it runs:
 *
 * - "Enviar" checks the fields with the form's model and shows the spec's messages,
 *   the first invalid field focused; typing in a field clears its message, and the
 *   phone keeps only its digits as it is typed;
 * - a valid form is sent as JSON, its payload built by the contract's function
 *   (the same one the API applies to a native post), and the answer read as the
 *   spec says; the result dialog then says so, in the spec's words;
 * - a second press while a message is on its way sends nothing; the fields are
 *   cleared only after a success, so a failure never loses what was typed;
 * - closing the dialog puts the focus back on the send button.
 */
import type { ApiEndpoint } from '../../../contract/contact-constants';
import { payloadFromForm } from '../../../contract/form-post';
import { postPayload } from './forms/api-client';
import {
  type ApplicationValues,
  applicationInputNames,
  validateApplication,
} from './forms/application-form-model';
import {
  type ContactValues,
  contactInputNames,
  emailRefusedByBrowser,
  phoneDigits,
  validateContact,
} from './forms/contact-form-model';
import {
  type DialogContent,
  type SubmitOutcome,
  applicationDialog,
  contactDialog,
} from './forms/dialog-content';
import { interpretResponse } from './forms/interpret-response';
import { errorIdOf, marked, markup } from './markup';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What a form's model says of it: each invalid input's message, by the input's name. */
type Messages = Partial<Record<string, string>>;

interface FormRules {
  /** Each model field's input name, in the order the form shows them. */
  readonly inputs: Readonly<Record<string, string>>;
  readonly validate: (form: HTMLFormElement) => Messages;
  readonly dialog: (outcome: SubmitOutcome) => DialogContent;
  /** What typing in an input may leave in it. */
  readonly clean?: Readonly<Record<string, (value: string) => string>>;
}

function fieldOf(form: HTMLFormElement, name: string): Field | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

/** The model's values, read from the inputs its fields post as. */
function valuesOf<V>(form: HTMLFormElement, inputs: Readonly<Record<string, string>>): V {
  return Object.fromEntries(
    Object.entries(inputs).map(([key, name]) => [key, fieldOf(form, name)?.value ?? '']),
  ) as V;
}

/** A model's messages keyed by its fields, re-keyed by the inputs' names. */
function byInput(messages: Messages, inputs: Readonly<Record<string, string>>): Messages {
  return Object.fromEntries(Object.entries(inputs).map(([key, name]) => [name, messages[key]]));
}

const rules: Record<ApiEndpoint, FormRules> = {
  contact: {
    inputs: contactInputNames,
    validate: (form) =>
      byInput(
        validateContact(
          valuesOf<ContactValues>(form, contactInputNames),
          emailRefusedByBrowser(fieldOf(form, contactInputNames.email) ?? undefined),
        ),
        contactInputNames,
      ),
    dialog: contactDialog,
    clean: { [contactInputNames.telefono]: phoneDigits },
  },
  application: {
    inputs: applicationInputNames,
    validate: (form) =>
      byInput(
        validateApplication(valuesOf<ApplicationValues>(form, applicationInputNames)),
        applicationInputNames,
      ),
    dialog: applicationDialog,
  },
};

function rulesOf(form: HTMLFormElement): FormRules | undefined {
  return rules[form.getAttribute(markup.form) as ApiEndpoint];
}

function showMessage(field: Field, message: string | undefined): void {
  const slot = field.ownerDocument.getElementById(errorIdOf(field.id));
  if (slot) slot.textContent = message ?? '';
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** Validates and shows the messages, the first invalid field focused; true when the form may be sent. */
export function checkForm(form: HTMLFormElement): boolean {
  const formRules = rulesOf(form);
  if (!formRules) return true;
  const messages = formRules.validate(form);
  const fields = Object.values(formRules.inputs).flatMap((name) => fieldOf(form, name) ?? []);
  for (const field of fields) showMessage(field, messages[field.name]);
  const firstInvalid = fields.find((field) => messages[field.name]);
  firstInvalid?.focus();
  return firstInvalid === undefined;
}

const sending = new WeakSet<HTMLFormElement>();

function sendButtonOf(form: HTMLFormElement): HTMLButtonElement | null {
  return form.querySelector<HTMLButtonElement>('button[type="submit"]');
}

/** Shows the form as busy (or not): the button says so and ignores presses meanwhile. */
function markSending(form: HTMLFormElement, busy: boolean): void {
  const button = sendButtonOf(form);
  form.setAttribute('aria-busy', String(busy));
  if (!button) return;
  button.setAttribute('aria-disabled', String(busy));
  const idle = button.dataset.idleLabel ?? button.textContent ?? '';
  if (busy) {
    button.dataset.idleLabel = idle;
    button.textContent = button.getAttribute(markup.sendingLabel) ?? idle;
  } else {
    button.textContent = idle;
  }
}

function showResult(form: HTMLFormElement, content: DialogContent): void {
  const dialog = form.querySelector<HTMLDialogElement>(marked('resultDialog'));
  if (!dialog) return;
  dialog.setAttribute(markup.resultTone, content.tone);
  const title = dialog.querySelector(marked('resultTitle'));
  const text = dialog.querySelector(marked('resultText'));
  if (title) title.textContent = content.title;
  if (text) text.textContent = content.text ?? '';
  if (!dialog.open) dialog.showModal();
}

/** Sends a valid form; resolves once the visitor has been told how it went. */
async function send(form: HTMLFormElement, formRules: FormRules): Promise<void> {
  const endpoint = form.getAttribute(markup.form) as ApiEndpoint;
  sending.add(form);
  markSending(form, true);
  let outcome: SubmitOutcome;
  try {
    const payload = payloadFromForm(endpoint, (name) => fieldOf(form, name)?.value ?? null);
    const response = await postPayload(endpoint, payload);
    outcome = interpretResponse(response.data);
  } catch {
    outcome = { kind: 'thrown' };
  }
  sending.delete(form);
  markSending(form, false);
  // Only a success clears what was typed (the honeypot with it).
  if (outcome.kind === 'success') form.reset();
  showResult(form, formRules.dialog(outcome));
}

export function installForms(doc: Document): void {
  // The spec's messages replace the browser's own checks from here on.
  doc.querySelectorAll<HTMLFormElement>(`form${marked('form')}`).forEach((form) => {
    form.noValidate = true;
    // A cleaned input's limit is the cleaner's: the browser's maxlength would cut a pasted
    // "+51 (01) 705-4200" before its spaces and signs are taken out.
    for (const name of Object.keys(rulesOf(form)?.clean ?? {})) {
      fieldOf(form, name)?.removeAttribute('maxlength');
    }
  });

  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const formRules = rulesOf(form);
    if (!formRules) return;
    event.preventDefault();
    if (sending.has(form) || !checkForm(form)) return;
    void send(form, formRules);
  });

  doc.addEventListener('input', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const form = field.form;
    const formRules = form ? rulesOf(form) : undefined;
    if (!formRules) return;
    const clean = formRules.clean?.[field.name];
    if (clean && clean(field.value) !== field.value) field.value = clean(field.value);
    if (field.getAttribute('aria-invalid') === 'true') showMessage(field, undefined);
  });

  // The dialog's one button closes it; however it closes, the focus returns to "Enviar".
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const dialog = button?.closest<HTMLDialogElement>(`dialog${marked('resultDialog')}`);
    if (dialog) dialog.close();
  });
  doc.addEventListener(
    'close',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.matches(marked('resultDialog'))) return;
      const form = dialog.closest('form');
      if (form) sendButtonOf(form)?.focus();
    },
    true,
  );
}
