import { Group, Stack, Table, Text } from '@mantine/core';
import type { Application } from '@nivaas/shared';
import { answerText } from '../../../components/application-form/answer-text';
import { useFieldText } from '../../../components/application-form/field-text';
import { formatDate, intlLocale } from '../../../lib/format';
import { applicantName, compareRows } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';
import { ApplicationStatusBadge } from './status-badge';

/** Two or three applicants side by side, one column each, one row per question. */
export function CompareApplications({ applications }: { applications: Application[] }) {
  const { t, i18n } = useAppsT();
  const text = useFieldText();
  const locale = intlLocale(i18n.language);
  const rows = compareRows(applications);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={180 + applications.length * 200}>
        <Table withColumnBorders striped verticalSpacing="xs" captionSide="bottom">
          <Table.Caption>{t('compare.protectedNote')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('compare.question')}</Table.Th>
              {applications.map((a) => (
                <Table.Th key={a.id} scope="col">
                  <Stack gap={2}>
                    <Text fw={700} size="sm">
                      {applicantName(a) || t('detail.someone')}
                    </Text>
                    <Group gap={4}>
                      <ApplicationStatusBadge status={a.status} />
                    </Group>
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('compare.listing')}</Table.Th>
              {applications.map((a) => (
                <Table.Td key={a.id}>{a.property.title}</Table.Td>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('compare.submitted')}</Table.Th>
              {applications.map((a) => (
                <Table.Td key={a.id}>{formatDate(a.submittedAt, 'medium', locale)}</Table.Td>
              ))}
            </Table.Tr>
            {rows.map((row) => (
              <Table.Tr key={row.field.name}>
                <Table.Th scope="row">{text.label(row.field)}</Table.Th>
                {row.values.map((value, i) => (
                  <Table.Td key={applications[i]!.id} style={{ overflowWrap: 'anywhere' }}>
                    {answerText(row.field, value, text.t, locale) || (
                      <Text span c="gray.6" fs="italic" size="sm">
                        {t('detail.noAnswer')}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {applications.some((a) => a.kind === 'simple') ? (
              <Table.Tr>
                <Table.Th scope="row">{t('detail.message')}</Table.Th>
                {applications.map((a) => (
                  <Table.Td key={a.id} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {a.message}
                  </Table.Td>
                ))}
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
