import { offer } from '../../../content/aws/ofertas/streaming';
import { ContactForm } from '../../../forms/ContactForm';
import { OfferLayout } from './OfferLayout';

export default function OfertaStreamingPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
