import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Tile {
  readonly title: string;
  readonly description?: string;
  /** A decorative icon (the title carries the meaning). */
  readonly icon?: ReactNode;
}

export interface TileGridProps {
  readonly tiles: readonly Tile[];
  /** Heading level of each tile's title within the page outline. */
  readonly headingLevel?: 'h3' | 'h4';
  /** Narrowest width of a tile before the grid wraps to fewer columns. */
  readonly minTileWidth?: number;
}

/** Small, equal tiles in a list (skills, benefits): lighter than cards, no action. */
export function TileGrid({ tiles, headingLevel = 'h3', minTileWidth = 200 }: TileGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minTileWidth}px), 1fr))`,
      }}
    >
      {tiles.map((tile) => (
        <Box
          component="li"
          key={tile.title}
          sx={{
            p: 2.5,
            borderRadius: 2,
            bgcolor: '#fff',
            color: 'text.primary',
            border: '1px solid',
            borderColor: 'divider',
            borderTop: '4px solid',
            borderTopColor: 'secondary.light',
            transition: 'transform 200ms ease, box-shadow 200ms ease',
            '&:hover': { transform: 'translateY(-4px)', boxShadow: 4 },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {tile.icon ? (
            <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 36 } }}>
              {tile.icon}
            </Box>
          ) : null}
          <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
            {tile.title}
          </Typography>
          {tile.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {tile.description}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
