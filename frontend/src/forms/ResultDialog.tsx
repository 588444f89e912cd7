import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { DialogContent as Content } from './dialog-content';

export interface ResultDialogProps {
  readonly open: boolean;
  readonly content: Content;
  readonly onClose: () => void;
  /** After the closing animation: the form puts the focus back where it belongs. */
  readonly onExited: () => void;
}

/**
 * The result of a submission. Loaded on demand (see SubmissionDialog): no
 * visitor needs it before pressing the button. MUI's Dialog traps the focus.
 */
export default function ResultDialog({ open, content, onClose, onExited }: ResultDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={content.text ? textId : undefined}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {content.title}
      </DialogTitle>
      {content.text ? (
        <DialogContent>
          <DialogContentText id={textId}>{content.text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" color={content.tone} onClick={onClose} autoFocus>
          {content.closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
