import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { InfoCard } from '../components/InfoCard';
import { PageBanner } from '../components/PageBanner';
import { notFoundContent, notFoundVendors } from '../content/404';

/** Every path outside the route table lands here (HTTP 404 from the server and the CDN). */
export default function NotFoundPage() {
  return (
    <>
      <PageBanner title={notFoundContent.heading} description={notFoundContent.message} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        {notFoundVendors.map((group, index) => (
          <section key={group.vendor} aria-labelledby={`novedades-${index}`}>
            <Typography id={`novedades-${index}`} variant="h2" sx={{ mt: 4, mb: 3 }}>
              {group.vendor}
            </Typography>
            <Grid container spacing={3}>
              {group.cards.map((card) => (
                <Grid key={card.url} size={{ xs: 12, md: 4 }}>
                  <InfoCard
                    title={card.title}
                    description={card.description}
                    action={{ label: notFoundContent.cta, href: card.url }}
                  />
                </Grid>
              ))}
            </Grid>
          </section>
        ))}
        <Button component="a" href="/" variant="outlined" sx={{ mt: 6 }}>
          {notFoundContent.homeLink}
        </Button>
      </Container>
    </>
  );
}
