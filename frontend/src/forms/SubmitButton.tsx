import Button from '@mui/material/Button';
import type { Ref } from 'react';

/** The submit button: disabled with a progress indicator while the call runs. */
export function SubmitButton({
  label,
  sendingLabel,
  sending,
  buttonRef,
  tone,
}: {
  label: string;
  sendingLabel: string;
  sending: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  tone: 'dark' | 'light';
}) {
  return (
    <Button
      ref={buttonRef}
      type="submit"
      variant="contained"
      color={tone === 'dark' ? 'secondary' : 'primary'}
      size="large"
      loading={sending}
      loadingPosition="start"
      sx={{ minWidth: 160 }}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
