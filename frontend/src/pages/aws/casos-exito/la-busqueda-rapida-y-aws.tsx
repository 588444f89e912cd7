import { caseStudy } from '../../../content/aws/casos-exito/la-busqueda-rapida-y-aws';
import { CaseArticle } from './CaseArticle';

export default function BusquedaRapidaPage() {
  return <CaseArticle study={caseStudy} />;
}
