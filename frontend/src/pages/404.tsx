import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { InfoCard } from '../components/InfoCard';
import { PageBanner } from '../components/PageBanner';
import { Section } from '../components/Section';
import { notFoundContent, notFoundVendors } from '../content/404';

/**
 * Every path outside the route table lands here (HTTP 404 from the server and the CDN). The way
 * home stands under the message, where a lost visitor looks first; the vendors' news follow as
 * the other pages' sections do, one band each.
 */
export default function NotFoundPage() {
  return (
    <>
      <PageBanner
        title={notFoundContent.heading}
        description={notFoundContent.message}
        action={
          <Button
            component="a"
            href="/"
            variant="outlined"
            color="inherit"
            sx={{ borderColor: 'onDark.outline' }}
          >
            {notFoundContent.homeLink}
          </Button>
        }
      />
      {notFoundVendors.map((group, index) => (
        <Section key={group.vendor} title={group.vendor} tone={index % 2 ? 'tinted' : 'plain'}>
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
        </Section>
      ))}
    </>
  );
}
