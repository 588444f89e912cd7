import { CallToAction } from '../components/CallToAction';
import { Section } from '../components/Section';
import { ClientLogoGrid } from '../components/logos/ClientLogoGrid';
import { clients, clientsContent } from '../content/clientes/nuestros-clientes';
import { homeContent } from '../content/inicio';
import { DemosCarousel } from './inicio/DemosCarousel';
import { HeroSection } from './inicio/HeroSection';
import { ServicesTeaser } from './inicio/ServicesTeaser';
import { WelcomeSection } from './inicio/WelcomeSection';

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
