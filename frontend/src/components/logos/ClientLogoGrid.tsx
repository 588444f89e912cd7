import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Client } from '../../content/clients';
import { Wordmark } from './Wordmark';

/** The client logos as a grid of cards; each names the client's sector under its mark. */
export function ClientLogoGrid({ clients }: { clients: readonly Client[] }) {
  return (
    <Box
      component="ul"
      aria-label="Logos de clientes"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {clients.map((client) => (
        <Box
          component="li"
          key={client.name}
          sx={{
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: '#fff',
            px: 1.5,
            py: 2.5,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            transition: 'transform 200ms ease, box-shadow 200ms ease',
            '&:hover': { transform: 'translateY(-4px)', boxShadow: 4 },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            '& svg': { maxWidth: '100%', height: 'auto' },
          }}
        >
          <Wordmark name={client.name} height={34} />
          <Typography variant="body2" color="text.secondary">
            {client.sector}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
