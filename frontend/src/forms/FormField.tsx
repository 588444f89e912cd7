import Box from '@mui/material/Box';
import type { HTMLAttributes } from 'react';
import { errorIdOf } from '../behaviours/markup';
import { fontSizes, fontWeights } from '../theme/tokens';

/**
 * A labelled input or textarea with its message, tied by aria-describedby.
 * Native elements styled with `sx`, not MUI's TextField: the browser's own
 * constraint validation guards them when no script runs (`required`, `type`,
 * `pattern`, `maxlength`), and behaviours/forms.ts shows the spec's messages when it does.
 */
export interface FormFieldProps {
  readonly id: string;
  /** What the field posts as: one of the contract's form field names. */
  readonly name: string;
  readonly label: string;
  /** A help line under the field, read with it. */
  readonly hint?: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly multiline?: boolean;
  readonly rows?: number;
  readonly maxLength: number;
  /** The browser's own check of the value (a regular expression, compiled with the v flag). */
  readonly pattern?: string;
  /** What the browser says, after its own words, when `pattern` refuses the value. */
  readonly patternHint?: string;
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** The one form design's colours, on the forms' navy panel (FormShell). */
const colors = {
  label: 'onDark.text',
  hint: 'onDark.secondary',
  error: '#ffb4a9',
  errorBorder: '#ff8a80',
} as const;

export function FormField({
  id,
  name,
  label,
  hint,
  type = 'text',
  multiline = false,
  rows = 5,
  maxLength,
  pattern,
  patternHint,
  autoComplete,
  inputMode,
}: FormFieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  // The message element is always there, empty when the field is fine: behaviours/forms.ts fills it.
  const errorId = errorIdOf(id);
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    maxLength,
    autoComplete,
    // Every field of both forms is required (spec 5.2: "all three fields are also marked required").
    required: true,
    'aria-describedby': describedBy,
    sx: {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      font: 'inherit',
      fontSize: fontSizes.body,
      color: 'text.primary',
      bgcolor: 'background.paper',
      border: '1px solid',
      borderColor: 'onDark.text',
      // The attribute behaviours/forms.ts sets on a field it refuses.
      '&[aria-invalid="true"]': {
        borderColor: colors.errorBorder,
        boxShadow: `inset 0 0 0 1px ${colors.errorBorder}`,
      },
      borderRadius: 1,
      px: 1.5,
      py: 1.25,
      resize: multiline ? 'vertical' : undefined,
    },
  } as const;
  return (
    <Box sx={{ mb: 2.5 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.75, fontWeight: fontWeights.bold, color: colors.label }}
      >
        {label}
        <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
          *
        </Box>
      </Box>
      {multiline ? (
        <Box component="textarea" rows={rows} {...control} />
      ) : (
        <Box
          component="input"
          type={type}
          inputMode={inputMode}
          pattern={pattern}
          title={patternHint}
          {...control}
        />
      )}
      {hint ? (
        <Box id={hintId} sx={{ mt: 0.5, fontSize: fontSizes.small, color: colors.hint }}>
          {hint}
        </Box>
      ) : null}
      <Box
        id={errorId}
        sx={{
          mt: 0.5,
          fontSize: fontSizes.small,
          fontWeight: fontWeights.bold,
          color: colors.error,
          '&:empty': { display: 'none' },
        }}
      />
    </Box>
  );
}
