import { LegalDocument } from './legal-document';

export default function PrivacyPolicy() {
  return <LegalDocument doc="privacy" />;
}
