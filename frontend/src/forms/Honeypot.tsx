import Box from '@mui/material/Box';
import { HONEYPOT_FIELD, limits } from '../../../contract/contact-constants';
import { honeypotLabel } from '../content/contacto/formulario';

/**
 * A field only bots fill (agreed with the API: a filled honeypot gets the normal
 * answer and sends no mail). Off screen, out of the tab order, hidden from
 * assistive technology, never autofilled. A bot that sets the value without
 * events is still caught: the form's value is read when it is sent.
 */
export function Honeypot({ id }: { id: string }) {
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
