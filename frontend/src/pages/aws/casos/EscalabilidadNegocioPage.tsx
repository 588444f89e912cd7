import { caseBySlug } from '../../../content/cases';
import { CaseArticle } from './CaseArticle';

export default function EscalabilidadNegocioPage() {
  return <CaseArticle study={caseBySlug('escalabilidad-negocio')} />;
}
