import { offerBySlug } from '../../../content/aws/ofertas';
import { ContactForm } from '../../../forms/ContactForm';
import { OfferLayout } from './OfferLayout';

const offer = offerBySlug('connect');

export default function OfertaConnectPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
