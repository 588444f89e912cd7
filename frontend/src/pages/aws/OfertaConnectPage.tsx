import { OfferLayout } from '../../components/OfferLayout';
import { pickCertifications } from '../../content/certifications';
import { offerBySlug } from '../../content/offers';
import { ContactForm } from '../../forms/ContactForm';

const offer = offerBySlug('connect');

export default function OfertaConnectPage() {
  return (
    <OfferLayout
      offer={offer}
      certifications={pickCertifications(offer.certificationIds)}
      contactForm={<ContactForm />}
    />
  );
}
