import { Fragment } from 'react';
import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { formatDate, intlLocale } from '../../../lib/format';

interface Section {
  heading: string;
  body: string[];
}

/** The sections as the legal texts hold them: a heading and paragraphs each. */
const isSections = (value: unknown): value is Section[] =>
  Array.isArray(value) &&
  value.every(
    (s: Partial<Section> | null) =>
      typeof s?.heading === 'string' &&
      Array.isArray(s.body) &&
      s.body.every((p) => typeof p === 'string'),
  );

/** When the current wording of the terms and the privacy policy took effect. */
const EFFECTIVE_DATE = '2026-11-26';
const EMAIL = /([\w.+-]+@[\w-]+\.[\w.]+\w)/;

/** Paragraph text with any email address made a mail link. */
function Paragraph({ text }: { text: string }) {
  return (
    <Text lh={1.7}>
      {text.split(EMAIL).map((part, i) =>
        EMAIL.test(part) ? (
          <Anchor key={i} href={`mailto:${part}`} fw={600}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/** The Terms and Privacy pages: a title, a contents list and numbered sections. */
export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation('legal');
  const title = t(`${doc}.title`);
  const texts = t(`${doc}.sections`, { returnObjects: true });
  const sections = isSections(texts) ? texts : [];
  useDocumentTitle(title);
  const date = formatDate(
    `${EFFECTIVE_DATE}T00:00:00+05:30`,
    'medium',
    intlLocale(i18n.resolvedLanguage),
  );
  // Stable anchors, so a link such as /privacy#privacy-13 can point at one section.
  const sectionId = (i: number) => `${doc}-${i + 1}`;

  return (
    <Container size={820} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="gray.7">
            {t('updated', { date })}
          </Text>
        </Stack>
        <Text size="lg" lh={1.6}>
          {t(`${doc}.intro`)}
        </Text>
        <Paper
          component="nav"
          aria-label={t('contents')}
          withBorder
          radius="md"
          p="md"
          bg="var(--nivaas-subtle)"
        >
          <Text fw={700} mb="xs">
            {t('contents')}
          </Text>
          <List type="ordered" spacing={4} size="sm">
            {sections.map((section, i) => (
              <List.Item key={section.heading}>
                <Anchor href={`#${sectionId(i)}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {sections.map((section, i) => (
          <Stack key={section.heading} gap="xs" component="section" aria-labelledby={sectionId(i)}>
            <Title order={2} fz="h3" id={sectionId(i)} style={{ scrollMarginTop: 80 }}>
              {i + 1}. {section.heading}
            </Title>
            {section.body.map((text) => (
              <Paragraph key={text} text={text} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
