import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { fontSizes, fontWeights } from '../theme/tokens';
import { liftOnHover, listGrid } from './sx';

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

/**
 * Small, equal tiles in a list (skills, benefits): lighter than cards, no action. The styles sit
 * on the list, the tiles are plain elements: one style rule for the browser to match, not one per tile.
 */
export function TileGrid({ tiles, headingLevel = 'h3', minTileWidth = 200 }: TileGridProps) {
  const Heading = headingLevel;
  return (
    <Box
      component="ul"
      sx={{
        ...listGrid(`repeat(auto-fill, minmax(min(100%, ${minTileWidth}px), 1fr))`),
        '& > li': {
          p: 2.5,
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: '1px solid',
          borderColor: 'divider',
          borderTop: '4px solid',
          borderTopColor: 'secondary.light',
          ...liftOnHover(4),
        },
        '& .tile-icon': {
          display: 'block',
          color: 'primary.main',
          mb: 1,
          '& svg': { fontSize: 36 },
        },
        '& .tile-title': {
          m: 0,
          fontWeight: fontWeights.bold,
          fontSize: fontSizes.reading,
          lineHeight: 1.4,
        },
        '& .tile-text': { mt: 1, mb: 0, fontSize: fontSizes.small, color: 'text.secondary' },
      }}
    >
      {tiles.map((tile) => (
        <li key={tile.title}>
          {tile.icon ? (
            <span className="tile-icon" aria-hidden>
              {tile.icon}
            </span>
          ) : null}
          <Heading className="tile-title">{tile.title}</Heading>
          {tile.description ? <p className="tile-text">{tile.description}</p> : null}
        </li>
      ))}
    </Box>
  );
}
