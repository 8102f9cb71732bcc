import { LegalDocument } from './legal-document';

export default function TermsAndConditions() {
  return <LegalDocument doc="terms" />;
}
