import { caseBySlug } from '../../../content/aws/casos-exito';
import { CaseArticle } from './CaseArticle';

export default function BusquedaRapidaPage() {
  return <CaseArticle study={caseBySlug('la-busqueda-rapida-y-aws')} />;
}
