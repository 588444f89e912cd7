import { CaseArticle } from '../../../components/CaseArticle';
import { caseBySlug } from '../../../content/cases';

export default function BusquedaRapidaPage() {
  return <CaseArticle study={caseBySlug('la-busqueda-rapida-y-aws')} />;
}
