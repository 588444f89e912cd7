import { OfferLayout } from '../../components/OfferLayout';
import { offerBySlug } from '../../content/offers';
import { ContactForm } from '../../forms/ContactForm';

const offer = offerBySlug('waf');

export default function OfertaWafPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
