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
 * Also disabled until the page is hydrated: before that a native submit would put
 * the visitor's data in the page's URL (and then lose it).
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
      type="submit"
      variant="contained"
      color={tone === 'dark' ? 'secondary' : 'primary'}
      size="large"
      disabled={!hydrated}
      loading={sending}
      loadingPosition="start"
      sx={{ minWidth: 160 }}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
