import { Carousel } from '../../components/Carousel';
import { InfoCard } from '../../components/InfoCard';
import { Section } from '../../components/Section';
import { homeContent } from '../../content/inicio';
import { DemoArt } from './DemoArt';

/** 'Experiencia y genialidad en acción': the four demos, each with 'Explorar'. */
export function DemosCarousel() {
  const { demos } = homeContent;
  return (
    <Section title={demos.heading} intro={demos.intro} tone="tinted">
      <Carousel
        label={demos.carouselLabel}
        slides={demos.cards.map((card) => (
          <InfoCard
            key={card.to}
            title={card.title}
            description={card.description}
            media={<DemoArt art={card.art} />}
            action={{ label: demos.cta, to: card.to }}
          />
        ))}
      />
    </Section>
  );
}
