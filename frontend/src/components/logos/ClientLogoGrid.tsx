import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Client } from '../../content/clientes/nuestros-clientes';
import { liftOnHover, listGrid } from '../sx';
import { Wordmark } from './Wordmark';

/** The height of one line of a client's wordmark, and of the band every mark sits in, px. */
const MARK_LINE = 30;
const MARK_BAND = 52;

/**
 * The client logos as a grid of cards; each names the client's sector under its mark. Every
 * mark sits centred in a band of one height, so the sectors of a row stand on one line; a long
 * name takes two lines rather than shrinking to the card's edges.
 * `label` names the list for assistive technology.
 */
export function ClientLogoGrid({ clients, label }: { clients: readonly Client[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={listGrid({
        xs: 'repeat(2, minmax(0, 1fr))',
        sm: 'repeat(3, minmax(0, 1fr))',
        md: 'repeat(5, minmax(0, 1fr))',
      })}
    >
      {clients.map((client) => (
        <Box
          component="li"
          key={client.name}
          sx={{
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            px: 2,
            py: 2.5,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            textAlign: 'center',
            ...liftOnHover(4),
          }}
        >
          <Box
            sx={{
              height: MARK_BAND,
              maxWidth: '100%',
              display: 'flex',
              alignItems: 'center',
              '& svg': { maxWidth: '100%', height: 'auto' },
            }}
          >
            <Wordmark name={client.name} height={MARK_LINE} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {client.sector}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
