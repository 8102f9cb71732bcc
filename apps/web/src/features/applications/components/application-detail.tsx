import { Anchor, Avatar, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isOpenApplicationStatus, type Application } from '@nivaas/shared';
import { Link } from 'react-router';
import { formatDate, formatDateTime, intlLocale } from '../../../lib/format';
import { applicantName } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';
import { AnswersList } from './answers-list';
import { DecisionActions } from './decision-actions';
import { ApplicationStatusBadge } from './status-badge';

const initials = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';

/** One application as the owner reviews it: who applied (their public profile), the answers, the decision. */
export function ApplicationDetail({ application: a }: { application: Application }) {
  const { t, i18n } = useAppsT();
  const locale = intlLocale(i18n.language);
  const name = applicantName(a) || t('detail.someone');
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('detail.applicant')}>
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={a.applicant.avatarUrl || null} alt="" size={56} radius="xl" color="teal">
            {initials(a.applicant.firstName, a.applicant.lastName)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`/user/${encodeURIComponent(a.applicant.id)}`} fw={700}>
              {name}
            </Anchor>
            <Text size="sm" c="gray.7">
              {t('detail.memberSince', {
                date: formatDate(a.applicant.memberSince, 'medium', locale),
              })}
            </Text>
            {a.applicant.bio ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {a.applicant.bio}
              </Text>
            ) : null}
            <Anchor
              component={Link}
              to={`/owner/messages/${encodeURIComponent(a.applicant.id)}?propertyId=${encodeURIComponent(a.propertyId)}`}
              size="sm"
            >
              {t('detail.write', { name })}
            </Anchor>
          </Stack>
        </Group>
      </Paper>
      <Stack gap={4}>
        <Group gap="xs">
          <ApplicationStatusBadge status={a.status} />
          <Text size="sm" c="gray.7">
            {t(a.kind === 'simple' ? 'detail.kindSimple' : 'detail.kindForm')}
          </Text>
        </Group>
        <Text size="sm">
          {t('detail.forListing')}{' '}
          <Anchor component={Link} to={`/owner/properties/${encodeURIComponent(a.propertyId)}`}>
            {a.property.title}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('detail.submittedAt', { date: formatDateTime(a.submittedAt, locale) })}
        </Text>
        {a.reviewedAt ? (
          <Text size="sm">
            {t('detail.reviewedAt', { date: formatDateTime(a.reviewedAt, locale) })}
          </Text>
        ) : null}
        {a.status === 'rejected' && a.rejectionReason ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('detail.reason')}
            </Text>{' '}
            {a.rejectionReason}
          </Text>
        ) : null}
      </Stack>
      <Divider />
      <Title order={3} size="h5">
        {t(a.kind === 'simple' ? 'detail.messageAndDocuments' : 'detail.answers')}
      </Title>
      <AnswersList application={a} />
      {isOpenApplicationStatus(a.status) ? (
        <>
          <Divider />
          <DecisionActions application={a} />
        </>
      ) : null}
    </Stack>
  );
}
