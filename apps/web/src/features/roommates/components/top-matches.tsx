import { useId } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoommateMatchList } from '@nivaas/shared';
import { useRoommateMatches } from '../api/roommate-search';
import { formatBudgetRange } from '../lib/format-budget';
import { explainMatch } from '../lib/match-factors';
import { roommateName } from '../lib/profile-view';
import { useRoommatesT } from '../lib/use-roommates-t';
import classes from './roommates.module.css';
import { SendRequest } from './send-request';
import { QueryFailure } from '../../../components/ui/query-state';

type Match = RoommateMatchList['items'][number];

/** "Your top matches": up to five people, each with the score and why, in words. */
export function TopMatches() {
  const { t } = useRoommatesT();
  const headingId = useId();
  const query = useRoommateMatches();

  let body;
  if (query.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        <Skeleton h={180} radius="lg" />
        <Skeleton h={180} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </SimpleGrid>
    );
  else if (query.isError)
    body = (
      <QueryFailure title={t('matches.loadFailed')} query={query} retryLabel={t('form.retry')} />
    );
  else if (!query.data.hasProfile)
    body = (
      <Stack gap="xs" align="flex-start">
        <Text>{t('matches.noProfile')}</Text>
        <Button component={Link} to="/roommates/create-profile">
          {t('matches.createProfile')}
        </Button>
      </Stack>
    );
  else if (query.data.items.length === 0) body = <Text c="gray.7">{t('matches.none')}</Text>;
  else
    body = (
      <ol className={classes.matchRow} aria-label={t('matches.title')}>
        {query.data.items.map((m) => (
          <MatchCard key={m.profile.userId} match={m} />
        ))}
      </ol>
    );

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('matches.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('matches.lead')}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}

function MatchCard({ match }: { match: Match }) {
  const { t } = useRoommatesT();
  const p = match.profile;
  const name = roommateName(p) ?? t('card.someone');
  const { matched, unmatched } = explainMatch(t, match.factors);
  const href = `/roommates/profile/${encodeURIComponent(p.userId)}`;
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="roommate-match">
      <Stack gap="xs">
        {/* Names and cities wrap rather than end in "…": the score sits under them, not beside. */}
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={p.avatarUrl || null} alt="" radius="xl" name={name} color="teal" />
          <Stack gap={2} align="flex-start" style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={href} fw={700} c="bright" className={classes.wrapText}>
              {name}
            </Anchor>
            <Text size="xs" c="gray.7" className={classes.wrapText} data-testid="match-place">
              {[p.city, formatBudgetRange(p.budget.min, p.budget.max)].filter(Boolean).join(' · ')}
            </Text>
            <Badge color="teal" variant="filled" size="lg" mt={4}>
              {t('matches.percentage', { percentage: match.percentage })}
            </Badge>
          </Stack>
        </Group>
        <FactorList label={t('matches.matched')} items={matched} good />
        <FactorList label={t('matches.unmatched')} items={unmatched} good={false} />
        <Group gap="xs" mt="auto">
          <Button
            component={Link}
            to={href}
            variant="light"
            size="xs"
            className="nivaas-button-wraps"
            style={{ flexShrink: 0, maxWidth: '100%' }}
            aria-label={`${t('matches.viewProfile')}: ${name}`}
          >
            {t('matches.viewProfile')}
          </Button>
          <SendRequest userId={p.userId} name={name} size="xs" />
        </Group>
      </Stack>
    </Card>
  );
}

function FactorList({ label, items, good }: { label: string; items: string[]; good: boolean }) {
  if (items.length === 0) return null;
  const Icon = good ? IconCheck : IconX;
  return (
    <div>
      <Text size="xs" fw={700} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <List
        size="sm"
        spacing={2}
        aria-label={label}
        icon={
          <Icon
            size={14}
            aria-hidden
            color={good ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-red-7)'}
          />
        }
      >
        {items.map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
    </div>
  );
}
