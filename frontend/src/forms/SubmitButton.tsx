import Button from '@mui/material/Button';
import { type Ref, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the prerendered HTML and during hydration, true once React runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The submit button: disabled with a progress indicator while the call runs.
 * In the prerendered page, before React has the form, it is a plain button that
 * looks ready: a native submit would put the visitor's data in the page's URL
 * (and lose it). A press then is checked by early/forms.ts (the messages appear at
 * once) and, when the form is valid, replayed once the page has hydrated and this
 * has become the submit button (decision 040).
 */
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
  const hydrated = useHydrated();
  return (
    <Button
      ref={buttonRef}
      type={hydrated ? 'submit' : 'button'}
      data-send=""
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
