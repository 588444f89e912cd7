import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { fontSizes } from '../theme/tokens';
import { readingColumn } from './sx';

export interface SectionProps {
  /** The section's h2. */
  readonly title: string;
  /** A lead paragraph under the title. */
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
  /** A tinted band, to alternate sections down a long page. */
  readonly tone?: 'plain' | 'tinted' | 'dark';
  /** `md`: a reading column from the page's left edge, narrower than the page's grid. */
  readonly maxWidth?: 'md' | 'lg';
}

const tones = {
  plain: { bgcolor: 'background.default', color: 'text.primary' },
  tinted: { bgcolor: 'brand.sand', color: 'text.primary' },
  dark: { bgcolor: 'primary.dark', color: 'onDark.text' },
} as const;

/** A titled band of a page: an h2, an optional intro, then its blocks. */
export function Section({ title, intro, children, tone = 'plain', maxWidth = 'lg' }: SectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 8 }, ...tones[tone] }}
    >
      <Container maxWidth="lg" sx={maxWidth === 'md' ? { '& > *': readingColumn } : undefined}>
        <Typography id={headingId} variant="h2" sx={{ mb: intro ? 2 : 4 }}>
          {title}
        </Typography>
        {intro ? (
          <Typography
            component="div"
            sx={{
              mb: 4,
              maxWidth: 760,
              fontSize: fontSizes.reading,
              opacity: tone === 'dark' ? 0.9 : 1,
            }}
          >
            {intro}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
