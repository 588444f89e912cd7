import { CallToAction } from '../../components/CallToAction';
import { ContentImage } from '../../components/ContentImage';
import { InfoCard } from '../../components/InfoCard';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import { SwipeableTabs } from '../../components/SwipeableTabs';
import { awsServicesPage as page, serviceTabs } from '../../content/aws/servicios';
import { brand } from '../../theme/tokens';

export default function ServiciosAwsPage() {
  return (
    <>
      <PageBanner title={page.title} eyebrow={page.eyebrow} description={page.description} />
      <Section title={page.sectionTitle} intro={page.sectionIntro} maxWidth="md">
        <SwipeableTabs
          label={page.tabsLabel}
          tabs={serviceTabs.map((service) => ({
            id: service.id,
            label: service.tab,
            content: (
              <InfoCard
                title={service.card.title}
                description={service.card.description}
                media={
                  <ContentImage
                    {...service.card.image}
                    style={{ width: '100%', background: brand.sand }}
                  />
                }
                action={{ label: page.moreLabel, to: service.card.to }}
              />
            ),
          }))}
        />
      </Section>
      <CallToAction {...page.closing} />
    </>
  );
}
