import { Suspense, lazy } from 'react';
import type { DialogContent } from './dialog-content';

/** Starts loading the dialog's code: called when a visitor begins to use a form. */
export const loadResultDialog = () => import('./ResultDialog');

const ResultDialog = lazy(loadResultDialog);

export interface DialogState {
  readonly content: DialogContent;
  readonly open: boolean;
}

export function SubmissionDialog({
  state,
  onClose,
  onExited,
}: {
  state: DialogState | null;
  onClose: () => void;
  onExited: () => void;
}) {
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <ResultDialog
        open={state.open}
        content={state.content}
        onClose={onClose}
        onExited={onExited}
      />
    </Suspense>
  );
}
