import { OfferLayout } from '../../components/OfferLayout';
import { offerBySlug } from '../../content/offers';
import { ContactForm } from '../../forms/ContactForm';

const offer = offerBySlug('streaming');

export default function OfertaStreamingPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
