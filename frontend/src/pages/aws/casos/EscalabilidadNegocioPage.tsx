import { CaseArticle } from '../../../components/CaseArticle';
import { caseBySlug } from '../../../content/cases';

export default function EscalabilidadNegocioPage() {
  return <CaseArticle study={caseBySlug('escalabilidad-negocio')} />;
}
