import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageBanner } from '../components/PageBanner';
import { errorPageContent } from '../content/error';
import { site } from '../site';

/**
 * What the root error boundary shows when a page fails: the site's opening band, a way home
 * and a way to reach us. It needs no router (plain links, and a full page load is the surest
 * way out of a broken state), so it still renders when the failure is in the router's tree.
 */
export function ErrorPage() {
  return (
    <>
      <PageBanner title={errorPageContent.heading} description={errorPageContent.message} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
          <Button href="/" variant="contained">
            {errorPageContent.homeLink}
          </Button>
          <Button href={errorPageContent.contactPath} variant="outlined">
            {errorPageContent.contactLink}
          </Button>
        </Stack>
        <Typography>{errorPageContent.contactIntro}</Typography>
        <Typography component="ul" sx={{ mt: 1, pl: 3 }}>
          <li>
            {errorPageContent.emailLabel}:{' '}
            <a href={`mailto:${site.email.info}`}>{site.email.info}</a>
          </li>
          <li>
            {errorPageContent.phoneLabel}:{' '}
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
          </li>
        </Typography>
      </Container>
    </>
  );
}
