import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEvent, useId, useRef } from 'react';
import type { ApiEndpoint, ContactPayload } from '../../../contract/contact-constants';
import type { DialogContent, SubmitOutcome } from './dialog-content';
import { FormField, type FormFieldProps } from './FormField';
import { Honeypot } from './Honeypot';
import { SubmissionDialog, loadResultDialog } from './SubmissionDialog';
import { SubmitButton } from './SubmitButton';
import type { FormFields } from './use-form-fields';
import { useSubmission } from './use-submission';

/** Ids unique on the page: the caller's prefix, or `base` plus React's id. */
export function useIdPrefix(base: string, given: string | undefined): string {
  const generated = useId();
  return given ?? `${base}${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** One visible field of a form, as data: what the field state does not supply. */
export type FieldSpec<F extends string> = Omit<
  FormFieldProps,
  'id' | 'name' | 'value' | 'onChange' | 'error' | 'inputRef' | 'tone' | 'required'
> & {
  readonly field: F;
  /** Ends the input's id, after the form's prefix. */
  readonly idSuffix: string;
};

export interface FormShellProps<F extends string> {
  /** Accessible name of the form. */
  readonly label: string;
  readonly endpoint: ApiEndpoint;
  readonly toDialog: (outcome: SubmitOutcome) => DialogContent;
  readonly submitText: { readonly submit: string; readonly sending: string };
  readonly tone: 'dark' | 'light';
  /** Prefix of the fields' ids; the honeypot takes `${idPrefix}-sitio-web`. */
  readonly idPrefix: string;
  /** The visible fields, in order (the first invalid one gets the focus); every one is required. */
  readonly fields: readonly FieldSpec<F>[];
  /** The fields' state (useFormFields): cleared after a successful send only. */
  readonly state: Pick<FormFields<F>, 'bind' | 'accept' | 'reset'>;
  /** Each invalid field's message, from the current values. */
  readonly validate: () => Partial<Record<F, string>>;
  /** What to send once the values are valid. */
  readonly payload: (honeypot: string) => ContactPayload;
  readonly sx: SxProps<Theme>;
}

/**
 * Everything the site's forms share: the form element, its fields drawn from a
 * table, the honeypot, the submit button with its progress state, the POST and
 * the result dialog, and focus back on the button when the dialog closes.
 */
export function FormShell<F extends string>({
  label,
  endpoint,
  toDialog,
  submitText,
  tone,
  idPrefix,
  fields,
  state,
  validate,
  payload,
  sx,
}: FormShellProps<F>) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { sending, submit, dialog, closeDialog } = useSubmission(endpoint, toDialog);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const order = fields.map((spec) => spec.field);
    if (!state.accept(validate(), order)) return;
    const outcome = await submit(payload(honeypotRef.current?.value ?? ''));
    // A failure never loses what was typed.
    if (outcome?.kind !== 'success') return;
    state.reset();
    if (honeypotRef.current) honeypotRef.current.value = '';
  }

  return (
    <>
      <Box
        component="form"
        data-form={endpoint}
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
        {fields.map(({ field, idSuffix, ...spec }) => (
          <FormField
            key={field}
            id={`${idPrefix}-${idSuffix}`}
            tone={tone}
            required
            {...spec}
            {...state.bind(field)}
          />
        ))}
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
