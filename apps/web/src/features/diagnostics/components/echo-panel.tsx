import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ECHO_TOO_LONG, echoRequestSchema } from '@nivaas/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { validateWith } from '../../../lib/schema-validate';
import { useSendEcho } from '../api/send-echo';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { formatTime, intlLocale } from '../../../lib/format';

interface Received {
  id: string;
  text: string;
  origin: string;
  at: string;
}

const KEEP = 20;

/** 'Echo through the event bus': POST /api/dev/echo, then watch the event come back live. */
export function EchoPanel() {
  const { t, i18n } = useTranslation('dev');
  const { t: tc } = useTranslation('common');
  const send = useSendEcho();
  const [received, setReceived] = useState<Received[]>([]);
  const titleId = useId();
  const fieldText = (m: string) =>
    m === ECHO_TOO_LONG ? t('messageTest.echo.tooLong') : translateFieldError(tc, m);
  const form = useForm({
    initialValues: { text: '' },
    validate: validateWith(echoRequestSchema, fieldText),
  });

  useRealtimeEvent('diagnostics.echo', (payload, envelope) => {
    const item = { id: envelope.id, text: payload.text, origin: payload.origin, at: envelope.at };
    setReceived((prev) => [item, ...prev].slice(0, KEEP));
  });

  const submit = form.onSubmit((values) => {
    send.mutate(echoRequestSchema.parse(values), {
      onSuccess: () => form.reset(),
      onError: (err) => {
        if (err instanceof ApiError && err.fields.text)
          form.setFieldError('text', fieldText(err.fields.text));
      },
    });
  });
  const fieldErrors = send.error instanceof ApiError && Object.keys(send.error.fields).length > 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('messageTest.echo.title')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 14rem' }}
              label={t('messageTest.echo.label')}
              description={t('messageTest.echo.description')}
              {...form.getInputProps('text')}
            />
            <Button type="submit" loading={send.isPending} mt={{ base: 0, xs: 'xl' }}>
              {t('messageTest.echo.submit')}
            </Button>
          </Group>
        </form>
        {send.isError && !fieldErrors && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(tc, send.error)}
          </Alert>
        )}
        {send.isSuccess && (
          <Text size="sm" c="gray.7">
            {t('messageTest.echo.sent', { instance: send.data.instanceId })}
          </Text>
        )}
        <Title order={3} size="h5">
          {t('messageTest.echo.received')}
        </Title>
        <div role="log" aria-label={t('messageTest.echo.received')}>
          {received.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('messageTest.echo.none')}
            </Text>
          ) : (
            <List size="sm" spacing={6}>
              {received.map((r) => (
                <List.Item key={r.id}>
                  <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {r.text}
                  </Text>{' '}
                  <Text span size="xs" c="gray.7">
                    (
                    {t('messageTest.echo.via', {
                      instance: r.origin,
                      time: formatTime(r.at, intlLocale(i18n.language), { seconds: true }),
                    })}
                    )
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
