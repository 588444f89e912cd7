import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../app/theme';

export interface PageBannerProps {
  /** The page's one h1. */
  readonly title: string;
  readonly description?: ReactNode;
  /** A decorative icon or illustration shown beside the title. */
  readonly icon?: ReactNode;
  /** A small line above the title (the section the page belongs to). */
  readonly eyebrow?: string;
}

/** The opening band of a page: its heading and what it is about. */
export function PageBanner({ title, description, icon, eyebrow }: PageBannerProps) {
  return (
    <Box
      component="header"
      sx={{
        background: brand.bannerGradient,
        color: '#fff',
        py: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Box sx={{ flex: 1 }}>
          {eyebrow ? (
            <Typography
              sx={{ color: 'secondary.light', fontWeight: 700, letterSpacing: '0.08em', mb: 1 }}
            >
              {eyebrow}
            </Typography>
          ) : null}
          <Typography variant="h1">{title}</Typography>
          {description ? (
            <Typography
              component="div"
              sx={{ mt: 2, fontSize: '1.125rem', maxWidth: 720, color: 'rgba(255,255,255,0.9)' }}
            >
              {description}
            </Typography>
          ) : null}
        </Box>
        {icon ? (
          <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}>
            {icon}
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
