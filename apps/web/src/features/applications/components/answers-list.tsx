import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import type { Application } from '@nivaas/shared';
import { answerText } from '../../../components/application-form/answer-text';
import { useFieldText } from '../../../components/application-form/field-text';
import { intlLocale } from '../../../lib/format';
import { answerRows } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';

/** An application's answers (form) or message and documents (simple), as a list of terms. */
export function AnswersList({ application: a }: { application: Application }) {
  const { t, i18n } = useAppsT();
  const text = useFieldText();
  const locale = intlLocale(i18n.language);
  if (a.kind === 'simple')
    return (
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={600} c="gray.7">
            {t('detail.message')}
          </Text>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{a.message}</Text>
        </div>
        <div>
          <Text size="sm" fw={600} c="gray.7">
            {t('detail.documents', { count: a.documents.length })}
          </Text>
          {a.documents.length === 0 ? (
            <Text size="sm">{t('detail.noDocuments')}</Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0}>
              {a.documents.map((d) => (
                <Group
                  component="li"
                  key={d.id}
                  gap={6}
                  wrap="nowrap"
                  style={{ listStyle: 'none' }}
                >
                  {d.type === 'pdf' ? (
                    <IconFileTypePdf size={18} aria-hidden />
                  ) : (
                    <IconPhoto size={18} aria-hidden />
                  )}
                  <Anchor href={d.url} target="_blank" rel="noopener" truncate="end">
                    {d.name}
                  </Anchor>
                </Group>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    );
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {answerRows(a).map(({ field, value }) => (
        <div key={field.id}>
          <Text component="dt" size="sm" fw={600} c="gray.7">
            {text.label(field)}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {answerText(field, value, text.t, locale) || (
              <Text span c="gray.6" fs="italic">
                {t('detail.noAnswer')}
              </Text>
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
