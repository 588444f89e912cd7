import { offer } from '../../../content/aws/ofertas/waf';
import { ContactForm } from '../../../forms/ContactForm';
import { OfferLayout } from './OfferLayout';

export default function OfertaWafPage() {
  return <OfferLayout offer={offer} contactForm={<ContactForm />} />;
}
