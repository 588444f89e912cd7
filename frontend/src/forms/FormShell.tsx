import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import type { ApiEndpoint, ContactPayload } from '../../../contract/contact-constants';
import type { DialogContent, SubmitOutcome } from './dialog-content';
import { Honeypot } from './Honeypot';
import { SubmissionDialog, loadResultDialog } from './SubmissionDialog';
import { SubmitButton } from './SubmitButton';
import { useSubmission } from './use-submission';

/** Ids unique on the page: the caller's prefix, or `base` plus React's id. */
export function useIdPrefix(base: string, given: string | undefined): string {
  const generated = useId();
  return given ?? `${base}${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export interface FormShellProps {
  /** Accessible name of the form. */
  readonly label: string;
  readonly endpoint: ApiEndpoint;
  readonly toDialog: (outcome: SubmitOutcome) => DialogContent;
  readonly submitText: { readonly submit: string; readonly sending: string };
  readonly tone: 'dark' | 'light';
  /** Prefix of the fields' ids; the honeypot takes `${idPrefix}-sitio-web`. */
  readonly idPrefix: string;
  /** Validates and shows errors; returns the payload to send, or undefined to stop. */
  readonly prepare: (honeypot: string) => ContactPayload | undefined;
  /** Runs after a successful send only: a failure never loses what was typed. */
  readonly onSent: () => void;
  readonly sx: SxProps<Theme>;
  /** The visible fields. */
  readonly children: ReactNode;
}

/**
 * What every form on the site shares around its fields: the form element, the
 * honeypot, the submit button with its progress state, the POST and the result
 * dialog, and focus back on the button when the dialog closes.
 */
export function FormShell({
  label,
  endpoint,
  toDialog,
  submitText,
  tone,
  idPrefix,
  prepare,
  onSent,
  sx,
  children,
}: FormShellProps) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { sending, submit, dialog, closeDialog } = useSubmission(endpoint, toDialog);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const payload = prepare(honeypotRef.current?.value ?? '');
    if (!payload) return;
    const outcome = await submit(payload);
    if (outcome?.kind !== 'success') return;
    onSent();
    if (honeypotRef.current) honeypotRef.current.value = '';
  }

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label={label}
        aria-busy={sending}
        onSubmit={handleSubmit}
        // Fetch the dialog's code while the visitor types, not after they send.
        onFocus={() => void loadResultDialog().catch(() => undefined)}
        sx={[
          { position: 'relative', width: '100%', boxSizing: 'border-box', borderRadius: 2 },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
        <Honeypot id={`${idPrefix}-sitio-web`} inputRef={honeypotRef} />
        <SubmitButton
          label={submitText.submit}
          sendingLabel={submitText.sending}
          sending={sending}
          buttonRef={buttonRef}
          tone={tone}
        />
      </Box>
      <SubmissionDialog
        state={dialog}
        onClose={closeDialog}
        onExited={() => buttonRef.current?.focus()}
      />
    </>
  );
}
