import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Certification, CertificationLevel } from '../content/shared/certifications';
import { fontWeights } from '../theme/tokens';
import { liftOnHover, listGrid } from './sx';

type GridLevel = CertificationLevel;
/** The card shows the name on a badge of the level's colour; descriptions belong to other views. */
type GridCertification = Pick<Certification, 'id' | 'name' | 'code' | 'level'>;

export interface CertificationGridProps {
  readonly levels: readonly GridLevel[];
  readonly certifications: readonly GridCertification[];
}

/**
 * Certification cards grouped by level (AWS and Oracle alike): one h3 per level,
 * then a list of cards with a drawn badge. Levels without certifications are left out.
 */
export function CertificationGrid({ levels, certifications }: CertificationGridProps) {
  return (
    // Columns of at least nothing (not of their longest word): under a reader's own letter
    // spacing a card's words break rather than push the page wider than the window.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 5 }}>
      {levels.map((level) => {
        const items = certifications.filter((certification) => certification.level === level.id);
        return items.length ? <LevelGroup key={level.id} level={level} items={items} /> : null;
      })}
    </Box>
  );
}

function LevelGroup({ level, items }: { level: GridLevel; items: readonly GridCertification[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3">
        {level.label}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {level.summary}
      </Typography>
      <Box
        component="ul"
        sx={listGrid(
          {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          3,
        )}
      >
        {items.map((certification) => (
          <li key={certification.id}>
            <Card
              variant="outlined"
              sx={{
                height: '100%',
                p: 2.5,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                ...liftOnHover(),
              }}
            >
              <CertificationBadge code={certification.code} color={level.color} />
              <Typography sx={{ fontWeight: fontWeights.bold }}>{certification.name}</Typography>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** An original hexagonal badge in the level's colour with the certification's code. */
function CertificationBadge({ code, color }: { code: string; color: string }) {
  return (
    <svg
      width="64"
      height="72"
      viewBox="0 0 64 72"
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d="M32 2 60 18v36L32 70 4 54V18z" fill={color} />
      <path d="M32 9 54 22v28L32 63 10 50V22z" fill="none" stroke="#fff" strokeOpacity=".55" />
      <text x="32" y="41" textAnchor="middle" fill="#fff" fontSize="15" fontWeight="700">
        {code}
      </text>
    </svg>
  );
}
