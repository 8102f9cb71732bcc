import { Avatar, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconFileText,
  IconLanguage,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { LANGUAGE_STORAGE_KEY, type SessionUser } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../../../features/auth/api/auth';
import { saveLanguage } from '../../../lib/api/users';
import { asLanguage, LANGUAGES, type Language } from '../../../lib/languages';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useColorSchemeSetting } from './color-scheme-switch';
import classes from './account-menu.module.css';
import { notifyFailure } from '../../../lib/notify-failure';

interface AccountActionsProps {
  user: SessionUser;
  profileTo: string;
  stacked?: boolean;
}

/**
 * Role badge and "Hi, {first name}" opening the account menu (Profile, language, Logout), so the
 * bar fits at 1280 px whatever the name. Kept out of the home page's initial bundle: it brings
 * the sign-in client with it, which signed-out visitors never need.
 */
export default function AccountActions({ user, profileTo, stacked = false }: AccountActionsProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const colorScheme = useColorSchemeSetting();
  const currentLanguage = asLanguage(i18n.resolvedLanguage) ?? 'en';
  // Rental agreements are between an owner and a tenant.
  const hasAgreements = user.userType === 'owner' || user.userType === 'tenant';
  // lib/i18n's changeLanguage, inlined: importing it here would split the home page's bundle.
  const chooseLanguage = (language: Language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered, still switched
    }
    void i18n.changeLanguage(language);
    // What Nivaas writes to them in (pushes, mails, SMS) follows.
    void saveLanguage(language);
  };
  // Each language in its own script (the phone drawer has its own language menu).
  const languages = LANGUAGES.map((l) => ({
    ...l,
    current: l.code === currentLanguage,
    onSelect: () => chooseLanguage(l.code),
  }));
  const name = user.firstName.trim();
  const greeting = name ? t('header.greeting', { name }) : t('header.greetingNoName');
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const logout = async () => {
    // Leave any members-only page first, so its guard does not send us to /login on the way out.
    await navigate('/');
    signOut.mutate(undefined, {
      // And home again once signed out: on a slow phone the page's guard could see the session
      // end before the first navigation settled, and send the person to /login instead.
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => notifyFailure(t, error),
    });
  };

  if (stacked) {
    return (
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <RoleBadge role={user.userType} size="lg" />
          <Text fw={600} truncate="end">
            {greeting}
          </Text>
        </Group>
        <Button
          component={Link}
          to={profileTo}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('nav.profile')}
        </Button>
        {hasAgreements ? (
          <Button
            component={Link}
            to="/agreements"
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconFileText size={16} aria-hidden />}
          >
            {t('nav.agreements')}
          </Button>
        ) : null}
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={signOut.isPending}
          onClick={() => void logout()}
        >
          {t('nav.logout')}
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <RoleBadge role={user.userType} />
      <Menu position="bottom-end" width={240} shadow="md" withArrow loop returnFocus>
        <Menu.Target>
          <UnstyledButton
            className={classes.account}
            aria-label={t('header.accountLabel', { greeting })}
          >
            {/* An icon, not initials: letters in the button would not match its spoken name. */}
            <Avatar color="teal" variant="filled" size={30} aria-hidden>
              <IconUser size={18} />
            </Avatar>
            <span className={classes.greeting}>{greeting}</span>
            <IconChevronDown size={14} aria-hidden />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label className={classes.menuName}>{fullName || greeting}</Menu.Label>
          <Menu.Item
            component={Link}
            to={profileTo}
            leftSection={<IconUser size={16} aria-hidden />}
          >
            {t('nav.profile')}
          </Menu.Item>
          {hasAgreements ? (
            <Menu.Item
              component={Link}
              to="/agreements"
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              {t('nav.agreements')}
            </Menu.Item>
          ) : null}
          <Menu.Item
            key={colorScheme.key}
            leftSection={colorScheme.icon}
            onClick={colorScheme.onSelect}
          >
            {colorScheme.label}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Group gap={6} component="span">
              <IconLanguage size={14} aria-hidden />
              {t('language.label')}
            </Group>
          </Menu.Label>
          {languages.map((l) => (
            <Menu.Item
              key={l.code}
              lang={l.code}
              aria-current={l.current || undefined}
              rightSection={l.current ? <IconCheck size={16} aria-hidden /> : null}
              onClick={l.onSelect}
            >
              {l.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            disabled={signOut.isPending}
            onClick={() => void logout()}
          >
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
