import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import type { Application } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { isOpenStatus } from '../../../components/property/property-status';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { isNotFound, useProperty } from '../../../lib/api/properties';
import { errorMessage } from '../../../lib/error-messages';
import { formatINR } from '../../../lib/format';
import { useApplicationForm } from '../../../features/application-forms/api/application-form';
import {
  useApplications,
  useApplicationsLive,
  useSubmittingApplication,
} from '../../../features/applications/api/applications';
import { AlreadyAppliedNotice } from '../../../features/applications/components/already-applied-notice';
import { ApplyForm } from '../../../features/applications/components/apply-form';
import { SimpleApplyForm } from '../../../features/applications/components/simple-apply-form';
import { liveApplicationFor } from '../../../features/applications/lib/application-view';
import { useTenantProfile } from '../../../features/tenant-profiles/api/tenant-profile';
import { SaveAnswersPrompt } from '../../../features/tenant-profiles/components/save-answers-prompt';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

type Mode = 'form' | 'simple';

/** Where "back" goes: the conversation the seeker came from, when they came from one. */
function useBack(propertyId: string) {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from.includes('/messages')
    ? { to: from, chat: true }
    : { to: `/properties/${encodeURIComponent(propertyId)}`, chat: false };
}

/**
 * /properties/:id/apply (seekers): the listing's application form (Basic unless the owner chose
 * another), pre-filled from the seeker's saved answers; or a message with documents. After
 * sending, the conversation with the owner is open and the seeker may keep the answers.
 */
export default function PropertyApply() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['applications', 'applicationForms', 'tenantProfile', 'common']);
  const [search, setSearch] = useSearchParams();
  const mode: Mode = search.get('mode') === 'simple' ? 'simple' : 'form';
  const back = useBack(id);
  const narrow = useMediaQuery('(max-width: 36em)');
  const property = useProperty(id);
  const form = useApplicationForm(id);
  const profile = useTenantProfile();
  const mine = useApplications({ propertyId: id });
  const submitting = useSubmittingApplication(id);
  useApplicationsLive();
  const [done, setDone] = useState<{
    application: Application;
    answers: Record<string, string | number>;
  } | null>(null);
  useDocumentTitle(t('page.title'));

  if (isNotFound(property.error)) return <NotFound />;
  const existing = liveApplicationFor(mine.data?.applications, id);
  const p = property.data;

  let body;
  if (done)
    body = (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t('page.doneTitle')}
        >
          {t('page.doneText')}
        </Alert>
        {done.application.kind === 'form' ? (
          <SaveAnswersPrompt fields={done.application.fields} answers={done.answers} />
        ) : null}
        <Group gap="sm">
          <Button
            component={Link}
            to={`/tenant/applications?id=${encodeURIComponent(done.application.id)}`}
          >
            {t('page.seeApplications')}
          </Button>
          <Button component={Link} to={back.to} variant="default">
            {back.chat ? t('page.backToChat') : t('page.back')}
          </Button>
        </Group>
      </Stack>
    );
  else if (
    property.isPending ||
    mine.isPending ||
    (mode === 'form' && (form.isPending || profile.isPending))
  )
    body = <QuerySkeleton rows={3} h={36} />;
  // Her own application, read back before her answer came: the form waits for the answer.
  else if (existing && !submitting) body = <AlreadyAppliedNotice applicationId={existing.id} />;
  else if (property.isError)
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(t, property.error)}
      </Alert>
    );
  else if (p && !isOpenStatus(p.status))
    body = (
      <Alert color="yellow" variant="light">
        {t('common:errors.reason.application.not-open')}
      </Alert>
    );
  else
    body = (
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="apply-mode">
            {t('page.modes')}
          </Text>
          <SegmentedControl
            aria-labelledby="apply-mode"
            value={mode}
            onChange={(v) =>
              setSearch(v === 'simple' ? { mode: 'simple' } : {}, {
                replace: true,
                state: { from: back.chat ? back.to : undefined },
              })
            }
            data={[
              { value: 'form', label: t('page.modeForm') },
              { value: 'simple', label: t('page.modeSimple') },
            ]}
            fullWidth
            // Two long choices do not fit side by side on a phone.
            orientation={narrow ? 'vertical' : 'horizontal'}
          />
        </Stack>
        {mode === 'simple' ? (
          <SimpleApplyForm
            propertyId={id}
            onSubmitted={(application) => setDone({ application, answers: {} })}
          />
        ) : form.isError ? (
          <QueryFailure
            query={form}
            title={t('applicationForms:errors.load')}
            retryLabel={t('retry')}
          />
        ) : form.data ? (
          <Stack gap="sm">
            {profile.isError ? (
              <Alert color="yellow" variant="light" title={t('tenantProfile:loadFailed')}>
                {errorMessage(t, profile.error)}
              </Alert>
            ) : (
              <Text size="sm" c="gray.7">
                {t('page.savedAnswers')}{' '}
                <Anchor component={Link} to="/tenant/profile#answers">
                  {t('page.editSaved')}
                </Anchor>
              </Text>
            )}
            <ApplyForm
              propertyId={id}
              form={form.data.form}
              saved={profile.data?.profile?.fields ?? {}}
              onSubmitted={(application, answers) => setDone({ application, answers })}
            />
          </Stack>
        ) : null}
      </Stack>
    );

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {back.chat ? t('page.backToChat') : t('page.back')}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('page.title')}
          </Title>
          {p ? (
            <Text c="gray.7">
              {[
                p.title,
                [p.sublocality, p.city].filter(Boolean).join(', '),
                p.rent ? formatINR(p.rent) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
