import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { fontSizes, fontWeights } from '../theme/tokens';

export interface PageBannerProps {
  /** The page's one h1. */
  readonly title: string;
  /** The title's language where it is not Spanish (an offer's English product name: 'en'). */
  readonly titleLang?: string;
  readonly description?: ReactNode;
  /** A decorative icon or illustration shown beside the title. */
  readonly icon?: ReactNode;
  /** A small line above the title (the section the page belongs to). */
  readonly eyebrow?: string;
  /** A line between the title and the description (when the page was published). */
  readonly byline?: ReactNode;
  /**
   * A picture that is part of the page (a case study's), instead of an icon: beside the
   * heading from medium width, under it on phones, never hidden.
   */
  readonly media?: ReactNode;
  /** What the visitor can do next, under the description (the not-found page's way home). */
  readonly action?: ReactNode;
}

/**
 * The opening band of a page: its heading and what it is about, with an icon or a picture
 * beside them. A band with a picture is already tall, so it has less padding.
 */
export function PageBanner({
  title,
  titleLang,
  description,
  icon,
  eyebrow,
  byline,
  media,
  action,
}: PageBannerProps) {
  const heading = (
    <>
      {eyebrow ? (
        <Typography
          sx={{
            color: 'secondary.light',
            fontWeight: fontWeights.bold,
            letterSpacing: '0.08em',
            mb: 1,
          }}
        >
          {eyebrow}
        </Typography>
      ) : null}
      <Typography variant="h1" lang={titleLang}>
        {title}
      </Typography>
      {byline ? <Typography sx={{ mt: 2, color: 'onDark.lead' }}>{byline}</Typography> : null}
      {description ? (
        <Typography
          component="div"
          sx={{
            mt: 2,
            fontSize: fontSizes.reading,
            // Beside a picture the column already keeps lines short.
            maxWidth: media ? undefined : 720,
            color: 'onDark.lead',
          }}
        >
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </>
  );
  return (
    <Box
      component="header"
      sx={{
        background: ({ palette: { brand } }) =>
          `linear-gradient(135deg, ${brand.navy} 0%, ${brand.navyLight} 60%, ${brand.blue} 100%)`,
        color: 'onDark.text',
        py: media ? { xs: 5, md: 8 } : { xs: 6, md: 9 },
      }}
    >
      {media ? (
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>{heading}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{media}</Grid>
          </Grid>
        </Container>
      ) : (
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <Box sx={{ flex: 1 }}>{heading}</Box>
          {icon ? (
            <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}>
              {icon}
            </Box>
          ) : null}
        </Container>
      )}
    </Box>
  );
}
