import { offerBySlug } from '../../../content/aws/ofertas';
import { ContactForm } from '../../../forms/ContactForm';
import { OfferLayout } from './OfferLayout';

const offer = offerBySlug('streaming');

export default function OfertaStreamingPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
