/**
 * What the result dialog says for each outcome: the server's message where the
 * answer carries one, else the form's own text, each said once.
 */
import { contactForm } from '../../content/contacto/formulario';
import { applicationForm } from '../../content/ayuda/trabaja-con-nosotros';
import type { Interpretation } from './interpret-response';

/** A finished call: the API's answer as read, or nothing usable (network error, timeout). */
export type SubmitOutcome = Interpretation | { readonly kind: 'thrown' };

export interface DialogContent {
  readonly title: string;
  readonly text?: string;
  /** Green button on success, red otherwise. */
  readonly tone: 'success' | 'error';
}

const serverMessage = (outcome: SubmitOutcome) =>
  'message' in outcome ? outcome.message : undefined;

export function contactDialog(outcome: SubmitOutcome): DialogContent {
  const { dialog } = contactForm;
  switch (outcome.kind) {
    case 'success':
      return { title: serverMessage(outcome) ?? dialog.success, tone: 'success' };
    case 'error':
      return { title: serverMessage(outcome) ?? dialog.error, tone: 'error' };
    case 'no-status':
      return { title: dialog.noStatus, tone: 'error' };
    case 'thrown':
      return { title: dialog.thrown, tone: 'error' };
  }
}

export function applicationDialog(outcome: SubmitOutcome): DialogContent {
  const { dialog } = applicationForm;
  switch (outcome.kind) {
    case 'success':
      return { title: dialog.successTitle, text: dialog.successText, tone: 'success' };
    case 'error':
      // The server's message or the form's own, said once.
      return { title: serverMessage(outcome) ?? dialog.errorTitle, tone: 'error' };
    case 'no-status':
      return { title: dialog.failedTitle, tone: 'error' };
    case 'thrown':
      return { title: dialog.failedTitle, text: dialog.thrownText, tone: 'error' };
  }
}
