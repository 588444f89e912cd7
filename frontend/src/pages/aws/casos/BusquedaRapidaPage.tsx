import { caseBySlug } from '../../../content/cases';
import { CaseArticle } from './CaseArticle';

export default function BusquedaRapidaPage() {
  return <CaseArticle study={caseBySlug('la-busqueda-rapida-y-aws')} />;
}
