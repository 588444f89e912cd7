import { OfferLayout } from '../../components/OfferLayout';
import { offerBySlug } from '../../content/offers';
import { ContactForm } from '../../forms/ContactForm';

const offer = offerBySlug('connect');

export default function OfertaConnectPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
