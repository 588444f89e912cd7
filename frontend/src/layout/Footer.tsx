import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { BrandLogo } from '../components/BrandLogo';
import { newTab, opensInNewTab } from '../components/new-tab';
import { footerColumns } from '../content/shared/navigation';
import { footerLabels, socialProfileLabel } from '../content/shared/site-frame';
import { type SocialNetwork, formatAddress, site, socialProfiles } from '../site';
import { fontWeights } from '../theme/tokens';
import { CurrentYear } from './CurrentYear';

const linkSx = { color: 'onDark.secondary', '&:hover': { color: 'onDark.text' } } as const;

const socialIcons: Record<SocialNetwork, ReactNode> = {
  Facebook: <FacebookIcon />,
  LinkedIn: <LinkedInIcon />,
};

/** The footer: four link columns, phone, social links, address and copyright. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'onDark.text', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          {footerColumns.map((column) => (
            <Grid key={column.label} size={{ xs: 6, md: 3 }}>
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: fontWeights.bold, mb: 1 }}
              >
                {column.label}
              </Typography>
              <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.to} sx={linkSx}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid',
            borderTopColor: 'onDark.divider',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 3,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <BrandLogo inverted />
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Link
              href={`tel:${site.phone.e164}`}
              sx={{ ...linkSx, display: 'inline-flex', gap: 0.75 }}
            >
              <PhoneIcon fontSize="small" aria-hidden />
              {site.phone.display}
            </Link>
            {socialProfiles.map(({ network, href }) => (
              <Link
                key={network}
                href={href}
                {...newTab}
                aria-label={opensInNewTab(socialProfileLabel(network))}
                sx={linkSx}
              >
                {socialIcons[network]}
              </Link>
            ))}
            <Link href={`mailto:${site.email.info}`} aria-label={footerLabels.mailLink} sx={linkSx}>
              <EmailIcon />
            </Link>
          </Stack>
        </Box>
        <Typography
          component="address"
          sx={{ fontStyle: 'normal', mt: 2, color: 'onDark.secondary' }}
        >
          {formatAddress()}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: 'onDark.secondary' }}>
          © <CurrentYear /> {site.legalName} {footerLabels.rights}
        </Typography>
      </Container>
    </Box>
  );
}
