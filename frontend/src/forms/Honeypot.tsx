import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { HONEYPOT_FIELD, limits } from '../../../contract/contact-constants';
import { honeypotLabel } from '../content/contact';

/**
 * A field only bots fill (agreed with the API: a filled honeypot gets the normal
 * answer and sends no mail). Off screen, out of the tab order, hidden from
 * assistive technology, never autofilled. Uncontrolled: a bot that sets the
 * value without events is still caught when the form reads it on submit.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <Box
      aria-hidden="true"
      data-honeypot=""
      sx={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor={id}>{honeypotLabel}</label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        maxLength={limits.honeypotMaxLength}
        defaultValue=""
      />
    </Box>
  );
}
