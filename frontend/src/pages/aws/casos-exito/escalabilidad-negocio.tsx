import { caseStudy } from '../../../content/aws/casos-exito/escalabilidad-negocio';
import { CaseArticle } from './CaseArticle';

export default function EscalabilidadNegocioPage() {
  return <CaseArticle study={caseStudy} />;
}
