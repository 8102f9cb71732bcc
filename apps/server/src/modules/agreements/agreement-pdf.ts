import type { Content } from 'pdfmake/interfaces';
import { INDIA_TIME_ZONE, type Agreement, type DocumentLanguage } from '@nivaas/shared';
import { facts, grid, heading, note, paragraph, title } from '../../lib/pdf/blocks';
import { renderPdf } from '../../lib/pdf/render-pdf';
import { agreementTexts, clauseText } from './agreement-texts';

/** Month names in the document's language; digits stay Latin (numberingSystem below). */
const locale = (language: DocumentLanguage) => `${language}-IN`;

const calendarDate = (language: DocumentLanguage) => (value: string) =>
  new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`));

/**
 * An instant in India's time, to the second, with its zone: "2 June 2026, 10:15:30 IST". The
 * date and the time are written apart and joined with a comma: Telugu's and Tamil's own joining
 * words ("…కి", "… அன்று …") would clash with the sentence around them.
 */
const indiaTime = (language: DocumentLanguage, iso: string) => {
  const at = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale(language), {
      ...options,
      timeZone: INDIA_TIME_ZONE,
      numberingSystem: 'latn',
    }).format(at);
  const date = part({ day: 'numeric', month: 'long', year: 'numeric' });
  const time = part({ hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  return `${date}, ${time} IST`;
};

/**
 * The agreement as a PDF: the leave-and-licence terms, the plain statement that it is not
 * e-stamped (and where one would stamp and register it), then an audit page with each party's
 * acceptance (who, when, from which IP) and the SHA-256 of the version.
 */
export function renderAgreementPdf(
  agreement: Agreement,
  language: DocumentLanguage,
  now: Date,
): Promise<Buffer> {
  const t = agreementTexts(language);
  const terms = agreement.terms;
  const d = { date: calendarDate(language) };
  const list = (items: readonly string[], empty: string): Content =>
    items.length > 0 ? { ul: [...items], margin: [0, 0, 0, 6] } : paragraph(empty);
  const acceptance = (party: 'owner' | 'tenant') =>
    agreement.acceptances.find((a) => a.party === party);
  const auditRow = (party: 'owner' | 'tenant') => {
    const a = acceptance(party);
    const name = party === 'owner' ? terms.ownerName : terms.tenantName;
    return [
      party === 'owner' ? t.licensor : t.licensee,
      a?.name ?? name,
      a ? indiaTime(language, a.acceptedAt) : t.notAccepted,
      a?.ip ?? '',
    ];
  };
  return renderPdf(
    {
      content: [
        ...title(t.title),
        paragraph(t.intro(terms, d, agreement.createdAt)),
        heading(t.premisesHeading),
        paragraph(t.premises(terms)),
        heading(t.termHeading),
        paragraph(t.term(terms, d)),
        heading(t.feeHeading),
        paragraph(t.fee(terms)),
        heading(t.depositHeading),
        paragraph(t.deposit(terms)),
        heading(t.escalationHeading),
        paragraph(t.escalation(terms)),
        heading(t.lockInHeading),
        paragraph(t.lockIn(terms)),
        heading(t.rulesHeading),
        list(terms.houseRules, t.noRules),
        heading(t.clausesHeading),
        list([...terms.clauses.map((clause) => clauseText(t, clause)), t.licence], ''),
        heading(t.stampHeading),
        paragraph(t.stamp),
        note(t.signatures),
        { text: t.auditTitle, bold: true, fontSize: 16, pageBreak: 'before', margin: [0, 0, 0, 8] },
        paragraph(t.auditIntro(agreement.id, agreement.version)),
        facts([[t.hash, agreement.documentHash]]),
        grid([t.party, t.name, t.acceptedAt, t.ip], [auditRow('owner'), auditRow('tenant')], {
          widths: [95, '*', 150, 80],
        }),
        note(t.hashNote),
        note(t.madeAt(indiaTime(language, now.toISOString()))),
      ],
    },
    { title: `${t.title} ${agreement.id}`, createdAt: now, language },
  );
}
