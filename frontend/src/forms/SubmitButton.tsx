import Button from '@mui/material/Button';
import { mark } from '../behaviours/markup';

/**
 * The send button: a real submit button, so the form posts with no script too.
 * behaviours/forms.ts shows `sendingLabel` on it while a message is on its way.
 */
export function SubmitButton({ label, sendingLabel }: { label: string; sendingLabel: string }) {
  return (
    <Button
      type="submit"
      {...mark('sendingLabel', sendingLabel)}
      variant="contained"
      color="secondary"
      size="large"
      sx={{ minWidth: 160, '&[aria-disabled="true"]': { opacity: 0.75, cursor: 'progress' } }}
    >
      {label}
    </Button>
  );
}
