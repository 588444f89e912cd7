import { CallToAction } from '../../components/CallToAction';
import { Section } from '../../components/Section';
import { ClientLogoGrid } from '../../components/logos/ClientLogoGrid';
import { clients, clientsContent } from '../../content/clients';
import { homeContent } from '../../content/home';
import { DemosCarousel } from './DemosCarousel';
import { HeroSection } from './HeroSection';
import { ServicesTeaser } from './ServicesTeaser';
import { WelcomeSection } from './WelcomeSection';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <WelcomeSection />
      <ServicesTeaser />
      <Section title={homeContent.clients.heading} intro={homeContent.clients.intro}>
        <ClientLogoGrid clients={clients} label={clientsContent.logosLabel} />
      </Section>
      <DemosCarousel />
      <CallToAction {...homeContent.cta} />
    </>
  );
}
