import { useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  Chip,
  Drawer,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsLeftRight, IconClipboardList } from '@tabler/icons-react';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@nivaas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, intlLocale } from '../../../lib/format';
import { loadMoreApplications, useApplications, useApplicationsLive } from '../api/applications';
import { applicantName, COMPARE_MAX, toggleCompare } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';
import { ApplicationDetail } from './application-detail';
import { CompareApplications } from './compare-applications';
import { ApplicationStatusBadge } from './status-badge';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

type Filter = 'all' | ApplicationStatus;

/**
 * The applications an owner has received (to one listing, or to all of theirs): filtered by
 * status, opened one at a time to decide, or compared two or three side by side. Kept live.
 */
export function OwnerApplications({ propertyId }: { propertyId?: string }) {
  const { t, i18n } = useAppsT();
  const locale = intlLocale(i18n.language);
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const [more, setMore] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: null,
  });
  const narrow = useMediaQuery('(max-width: 48em)');
  const filters = {
    ...(filter === 'all' ? {} : { status: filter }),
    ...(propertyId ? { propertyId } : {}),
  };
  const list = useApplications(filters);
  useApplicationsLive();
  const applications = list.data?.applications ?? [];
  // The drawer and the comparison follow the live list, so a decision shows in them at once.
  const open = applications.find((a) => a.id === openId) ?? null;
  const compared = selected
    .map((id) => applications.find((a) => a.id === id))
    .filter((a): a is Application => !!a);

  const loadMore = async () => {
    setMore({ pending: true, error: null });
    try {
      await loadMoreApplications(client, filters);
      setMore({ pending: false, error: null });
    } catch (error) {
      setMore({ pending: false, error });
    }
  };

  let body;
  if (list.isPending) body = <QuerySkeleton label={t('loading')} rows={2} />;
  else if (list.isError) {
    const denied = list.error instanceof ApiError && list.error.status === 403;
    body = (
      <QueryFailure
        query={list}
        title={t(
          denied ? 'errors.viewDenied' : propertyId ? 'errors.loadProperty' : 'errors.loadPrefix',
        )}
        retryLabel={t('retry')}
        action={denied ? null : undefined}
      />
    );
  } else if (applications.length === 0)
    body = (
      <Paper withBorder radius="md" p="md" bg="var(--nivaas-subtle)">
        <Group gap="sm" wrap="nowrap">
          <IconClipboardList size={28} stroke={1.5} aria-hidden />
          <Text c="gray.7">{filter === 'all' ? t('owner.empty') : t('owner.emptyFiltered')}</Text>
        </Group>
      </Paper>
    );
  else
    body = (
      <Stack gap="xs">
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('owner.listLabel')}>
          {applications.map((a) => {
            const name = applicantName(a) || t('detail.someone');
            const checked = selected.includes(a.id);
            return (
              <Paper
                component="li"
                key={a.id}
                withBorder
                radius="md"
                p="sm"
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
                    <Checkbox
                      checked={checked}
                      disabled={!checked && selected.length >= COMPARE_MAX}
                      onChange={() => setSelected((s) => toggleCompare(s, a.id))}
                      aria-label={t('owner.compareOf', { name })}
                    />
                    <Avatar src={a.applicant.avatarUrl || null} alt="" radius="xl" color="teal">
                      {(
                        a.applicant.firstName.charAt(0) + a.applicant.lastName.charAt(0)
                      ).toUpperCase() || '?'}
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text fw={600} truncate="end">
                        {name}
                      </Text>
                      {propertyId ? null : (
                        <Text size="xs" c="gray.7" truncate="end">
                          {a.property.title}
                        </Text>
                      )}
                      <Text size="xs" c="gray.7">
                        {t('owner.appliedOn', {
                          date: formatDate(a.submittedAt, 'medium', locale),
                        })}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <ApplicationStatusBadge status={a.status} />
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpenId(a.id)}
                      aria-label={t('owner.openOf', { name })}
                    >
                      {t('owner.open')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
        {more.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, more.error)}
          </Alert>
        ) : null}
        {list.data.nextCursor ? (
          <Button
            variant="default"
            loading={more.pending}
            onClick={() => void loadMore()}
            w="fit-content"
          >
            {t('owner.loadMore')}
          </Button>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Chip.Group
          multiple={false}
          value={filter}
          onChange={(v) => {
            setFilter(v as Filter);
            setSelected([]);
          }}
        >
          <Group gap={6} role="radiogroup" aria-label={t('owner.filter')}>
            {(['all', ...APPLICATION_STATUSES] as const).map((s) => (
              <Chip key={s} value={s} size="sm" variant="outline">
                {s === 'all' ? t('owner.all') : t(`status.${s}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button
          variant="light"
          leftSection={<IconArrowsLeftRight size={16} aria-hidden />}
          disabled={compared.length < 2}
          onClick={() => setComparing(true)}
        >
          {t('owner.compare', { n: compared.length })}
        </Button>
      </Group>
      {selected.length > 0 && compared.length < 2 ? (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('owner.compareHint', { max: COMPARE_MAX })}
        </Text>
      ) : null}
      {body}
      <Drawer
        opened={open !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size={narrow ? '100%' : 'lg'}
        title={
          open ? t('owner.drawerTitle', { name: applicantName(open) || t('detail.someone') }) : ''
        }
      >
        {open ? <ApplicationDetail application={open} /> : null}
      </Drawer>
      <Modal
        opened={comparing && compared.length >= 2}
        onClose={() => setComparing(false)}
        size="xl"
        fullScreen={narrow}
        title={t('owner.compareTitle')}
      >
        <CompareApplications applications={compared} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setComparing(false)}>
            {t('owner.closeCompare')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
