import Box from '@mui/material/Box';
import type { ChangeEvent, HTMLAttributes, Ref } from 'react';

/**
 * A labelled input or textarea with its error, tied by aria-describedby.
 * Native elements styled with `sx`, not MUI's TextField: the forms load with
 * their pages and this keeps their JavaScript small.
 */
export interface FormFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  /** A help line under the field, read with it. */
  readonly hint?: string;
  readonly tone: 'dark' | 'light';
  readonly type?: 'text' | 'email' | 'tel';
  readonly multiline?: boolean;
  readonly rows?: number;
  readonly maxLength: number;
  /** The browser's own check of the value (a regular expression, compiled with the v flag). */
  readonly pattern?: string;
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly required?: boolean;
  readonly inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

const palette = {
  dark: {
    label: 'onDark.text',
    hint: 'onDark.secondary',
    error: '#ffb4a9',
    errorBorder: '#ff8a80',
  },
  light: {
    label: 'text.primary',
    hint: 'text.secondary',
    error: 'error.main',
    errorBorder: 'error.main',
  },
} as const;

export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  tone,
  type = 'text',
  multiline = false,
  rows = 5,
  maxLength,
  pattern,
  autoComplete,
  inputMode,
  required = false,
  inputRef,
}: FormFieldProps) {
  const colors = palette[tone];
  const hintId = hint ? `${id}-ayuda` : undefined;
  // The message element is always there, empty when the field is fine: early/forms.ts
  // fills it before hydration, and React adopts what it shows.
  const errorId = `${id}-error`;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    required,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    suppressHydrationWarning: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    sx: {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      font: 'inherit',
      fontSize: '1rem',
      color: 'text.primary',
      bgcolor: 'background.paper',
      border: '1px solid',
      borderColor: tone === 'dark' ? 'onDark.text' : '#8a94a3',
      // From the attribute, not the prop: the same look when early/forms.ts marks the field.
      '&[aria-invalid="true"]': {
        borderColor: colors.errorBorder,
        boxShadow: (theme: { palette: { error: { main: string } } }) =>
          `inset 0 0 0 1px ${tone === 'dark' ? colors.errorBorder : theme.palette.error.main}`,
      },
      borderRadius: 1,
      px: 1.5,
      py: 1.25,
      resize: multiline ? 'vertical' : undefined,
      '&:focus-visible': {
        outline: '3px solid',
        outlineColor: tone === 'dark' ? '#f28c28' : 'primary.main',
        outlineOffset: 1,
      },
    },
  } as const;
  return (
    <Box sx={{ mb: 2.5 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.75, fontWeight: 600, color: colors.label }}
      >
        {label}
        {required ? (
          <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
            *
          </Box>
        ) : null}
      </Box>
      {multiline ? (
        <Box component="textarea" rows={rows} {...control} />
      ) : (
        <Box component="input" type={type} inputMode={inputMode} pattern={pattern} {...control} />
      )}
      {hint ? (
        <Box id={hintId} sx={{ mt: 0.5, fontSize: '0.875rem', color: colors.hint }}>
          {hint}
        </Box>
      ) : null}
      <Box
        id={errorId}
        suppressHydrationWarning
        sx={{
          mt: 0.5,
          fontSize: '0.875rem',
          fontWeight: 600,
          color: colors.error,
          '&:empty': { display: 'none' },
        }}
      >
        {error ?? ''}
      </Box>
    </Box>
  );
}
