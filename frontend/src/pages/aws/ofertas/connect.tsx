import { offer } from '../../../content/aws/ofertas/connect';
import { ContactForm } from '../../../forms/ContactForm';
import { OfferLayout } from './OfferLayout';

export default function OfertaConnectPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
