import Container from '@mui/material/Container';
import { PageBanner } from '../../components/PageBanner';
import { contactPage } from '../../content/contacto/formulario';
import { ContactForm } from '../../forms/ContactForm';

export default function FormularioPage() {
  return (
    <>
      <PageBanner title={contactPage.title} description={contactPage.intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <ContactForm idPrefix="contacto" />
      </Container>
    </>
  );
}
