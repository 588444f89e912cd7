import { useCallback, useRef, useState } from 'react';
import type { ApiEndpoint, ContactPayload } from '../../../contract/contact-constants';
import { postPayload } from './api-client';
import type { DialogContent, SubmitOutcome } from './dialog-content';
import { interpretResponse } from './interpret-response';
import { type DialogState, loadResultDialog } from './SubmissionDialog';

/**
 * Sends a payload, reads the answer and opens the result dialog; the form decides
 * what to do with its fields from the returned outcome (clear only on success).
 */
export function useSubmission(
  endpoint: ApiEndpoint,
  toDialog: (outcome: SubmitOutcome) => DialogContent,
) {
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (payload: ContactPayload): Promise<SubmitOutcome | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSending(true);
      void loadResultDialog().catch(() => undefined);
      let outcome: SubmitOutcome;
      try {
        const response = await postPayload(endpoint, payload);
        outcome = interpretResponse(response.data);
      } catch {
        outcome = { kind: 'thrown' };
      }
      inFlight.current = false;
      setSending(false);
      setDialog({ content: toDialog(outcome), open: true });
      return outcome;
    },
    [endpoint, toDialog],
  );

  const closeDialog = useCallback(
    () => setDialog((current) => (current ? { ...current, open: false } : current)),
    [],
  );

  return { sending, submit, dialog, closeDialog };
}
