import { useId } from 'react';
import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MY_DATA_LIMITS } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, intlLocale } from '../../../lib/format';
import { dataExportUrl, useDataExport, useRequestDataExport } from '../api/my-data';

/** "Download my data" on the profile: ask for a copy, wait for it, download it. */
export function DataExportSection() {
  const { t, i18n } = useTranslation(['myData', 'common']);
  const titleId = useId();
  const state = useDataExport();
  const request = useRequestDataExport();
  const current = state.data?.export ?? null;
  const locale = intlLocale(i18n.language);

  const askButton = (label: string) => (
    <Button
      variant="light"
      loading={request.isPending}
      onClick={() => request.mutate()}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );

  let body;
  if (state.isPending) body = <Skeleton h={36} w={200} />;
  else if (state.isError)
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(t, state.error)}
      </Alert>
    );
  else if (current?.status === 'preparing')
    body = (
      <Group gap="sm" role="status" wrap="nowrap">
        <Loader size="sm" />
        <Text>{t('export.preparing')}</Text>
      </Group>
    );
  else if (current?.status === 'ready' && current.token)
    body = (
      <Stack gap="sm">
        <Text role="status">
          {t('export.ready', { time: formatDateTime(current.expiresAt, locale) })}
        </Text>
        <Button
          component="a"
          href={dataExportUrl(current.token)}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('export.download')}
        </Button>
        {askButton(t('export.again'))}
      </Stack>
    );
  else
    body = (
      <Stack gap="sm">
        {current?.status === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {t('export.failed')}
          </Alert>
        ) : null}
        {askButton(t('export.request'))}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} id={titleId} fz="lg">
        {t('export.title')}
      </Title>
      <Text size="sm">{t('export.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('export.limits', {
          count: MY_DATA_LIMITS.exportsPerDay,
          hours: MY_DATA_LIMITS.exportLinkHours,
        })}
      </Text>
      {body}
      {request.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, request.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
