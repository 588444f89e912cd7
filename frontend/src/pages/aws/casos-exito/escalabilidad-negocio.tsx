import { caseBySlug } from '../../../content/aws/casos-exito';
import { CaseArticle } from './CaseArticle';

export default function EscalabilidadNegocioPage() {
  return <CaseArticle study={caseBySlug('escalabilidad-negocio')} />;
}
