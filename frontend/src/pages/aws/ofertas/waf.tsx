import { offerBySlug } from '../../../content/aws/ofertas';
import { ContactForm } from '../../../forms/ContactForm';
import { OfferLayout } from './OfferLayout';

const offer = offerBySlug('waf');

export default function OfertaWafPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
