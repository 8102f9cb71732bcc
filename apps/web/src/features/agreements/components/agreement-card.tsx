import { useState } from 'react';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { Agreement } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate, formatDateTime, formatINR, intlLocale } from '../../../lib/format';
import { agreementPdfUrl, useAcceptAgreement } from '../api/agreements';
import { EditAgreementModal } from './edit-agreement-modal';
import { storedName } from '../../../lib/person-name';
import { notifyFailure } from '../../../lib/notify-failure';

/** One agreement: its main terms, who has accepted this version, accept, edit, download. */
export function AgreementCard({ agreement }: { agreement: Agreement }) {
  const { t, i18n } = useTranslation(['agreements', 'common']);
  const locale = intlLocale(i18n.language);
  const accept = useAcceptAgreement();
  const [editing, setEditing] = useState(false);
  const { terms } = agreement;
  const mine = agreement.acceptances.find((a) => a.party === agreement.yourParty);
  const accepted = agreement.status === 'accepted';
  const titleId = `agreement-${agreement.id}`;

  const onAccept = () =>
    accept.mutate(
      { id: agreement.id, version: agreement.version },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('accepted') }),
        onError: (error) => notifyFailure(t, error),
      },
    );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {terms.propertyTitle}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('parties', {
                owner: storedName(terms.ownerName, t),
                tenant: storedName(terms.tenantName, t),
              })}
            </Text>
          </Stack>
          <Badge color={accepted ? 'green' : 'yellow'} variant="light">
            {accepted ? t('status.accepted') : t('status.waiting')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('summary', {
            rent: formatINR(terms.monthlyRent),
            deposit: formatINR(terms.deposit),
            months: terms.months,
            start: formatDate(terms.startDate, 'medium', locale),
            end: formatDate(terms.endDate, 'medium', locale),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('version', { version: agreement.version })}
        </Text>
        <List size="sm" spacing={4} aria-label={t('acceptancesLabel')}>
          {(['owner', 'tenant'] as const).map((party) => {
            const a = agreement.acceptances.find((x) => x.party === party);
            return (
              <List.Item key={party}>
                {a
                  ? t('acceptedBy', {
                      party: t(`party.${party}`),
                      name: storedName(a.name, t),
                      at: formatDateTime(a.acceptedAt, locale),
                    })
                  : t('notYet', { party: t(`party.${party}`) })}
              </List.Item>
            );
          })}
        </List>
        <Text size="xs" c="dimmed">
          {t('notStamped')}
        </Text>
        <Group gap="sm" wrap="wrap">
          {!mine ? (
            <Button onClick={onAccept} loading={accept.isPending}>
              {t('accept')}
            </Button>
          ) : null}
          {agreement.yourParty === 'owner' ? (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('editClauses')}
            </Button>
          ) : null}
          <Button
            component="a"
            href={agreementPdfUrl(agreement.id, 'en')}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('download')}
          </Button>
          <Anchor href={agreementPdfUrl(agreement.id, 'hi')} download lang="hi" size="sm">
            {t('downloadHindi')}
          </Anchor>
        </Group>
      </Stack>
      {editing ? (
        <EditAgreementModal
          agreement={agreement}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Paper>
  );
}
