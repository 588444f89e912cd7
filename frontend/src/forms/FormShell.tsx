import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { type ApiEndpoint, apiPaths } from '../../../contract/contact-constants';
import { resultFragments } from '../../../contract/form-post';
import { mark } from '../behaviours/markup';
import { requiredFieldsNote } from '../content/shared/ui';
import { brand, fontSizes } from '../theme/tokens';
import { FormField, type FormFieldProps } from './FormField';
import { Honeypot } from './Honeypot';
import { NativeResult } from './NativeResult';
import { ResultDialog } from './ResultDialog';
import { SubmitButton } from './SubmitButton';

/** Ids unique on the page: the caller's prefix, or `base` plus React's id. */
export function useIdPrefix(base: string, given: string | undefined): string {
  const generated = useId();
  return given ?? `${base}${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** One visible field of a form, as data. */
export type FieldSpec = Omit<FormFieldProps, 'id'> & {
  /** Ends the input's id, after the form's prefix. */
  readonly idSuffix: string;
};

/** What a form says after a send without our script (the API's 303 answer). */
export interface NativeResults {
  readonly sent: { readonly title: string; readonly text?: string };
  readonly failed: { readonly title: string; readonly text?: string };
}

export interface FormShellProps {
  /** Accessible name of the form. */
  readonly label: string;
  readonly endpoint: ApiEndpoint;
  readonly submitText: { readonly submit: string; readonly sending: string };
  /** The result dialog's button. */
  readonly closeLabel: string;
  readonly results: NativeResults;
  /** Prefix of the fields' ids; the honeypot takes `${idPrefix}-sitio-web`. */
  readonly idPrefix: string;
  /** The visible fields, in order (the first invalid one gets the focus); every one is required. */
  readonly fields: readonly FieldSpec[];
}

/** Both forms sit on the same panel, at most 520 px wide (spec: the contact form's dark panel). */
const FORM_PANEL_MAX_WIDTH = 520;

/**
 * Everything the site's forms share, as markup that works alone: a real form that
 * posts to the contact API (the browser's constraint validation guards its fields,
 * and the API answers with a redirect to this page's result panel), its fields
 * drawn from a table, the honeypot, the send button, and the result dialog that
 * behaviours/forms.ts opens when it sends the form itself (docs/decisions/076). Both forms are
 * one design: the navy panel, white labels, the orange send button (docs/decisions/120).
 */
export function FormShell({
  label,
  endpoint,
  submitText,
  closeLabel,
  results,
  idPrefix,
  fields,
}: FormShellProps) {
  const fragments = resultFragments[endpoint];
  return (
    <Box
      component="form"
      method="post"
      action={apiPaths[endpoint]}
      {...mark('form', endpoint)}
      aria-label={label}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: FORM_PANEL_MAX_WIDTH,
        boxSizing: 'border-box',
        borderRadius: 2,
        bgcolor: 'primary.dark',
        color: 'onDark.text',
        p: { xs: 3, sm: 4 },
        boxShadow: `0 12px 32px ${alpha(brand.navy, 0.25)}`,
      }}
    >
      <NativeResult id={fragments.sent} tone="success" {...results.sent} />
      <NativeResult id={fragments.failed} tone="error" {...results.failed} />
      <Box
        component="p"
        sx={{
          mt: 0,
          mb: 2,
          fontSize: fontSizes.small,
          color: 'onDark.secondary',
        }}
      >
        {requiredFieldsNote}
      </Box>
      {fields.map(({ idSuffix, ...spec }) => (
        <FormField key={spec.name} id={`${idPrefix}-${idSuffix}`} {...spec} />
      ))}
      <Honeypot id={`${idPrefix}-sitio-web`} />
      <SubmitButton label={submitText.submit} sendingLabel={submitText.sending} />
      <ResultDialog id={`${idPrefix}-resultado`} closeLabel={closeLabel} />
    </Box>
  );
}
