import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandX } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import ColorSchemeSwitch from './header/color-scheme-switch';
import classes from './layout.module.css';

const SOCIAL = [
  { key: 'x', href: 'https://x.com/nivaas', Icon: IconBrandX },
  { key: 'instagram', href: 'https://www.instagram.com/nivaas', Icon: IconBrandInstagram },
] as const;

/** Terms, privacy, two social pages and the copyright line with the current year (spec section 1). */
export function AppFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6}>
            <Text fw={800} c="teal" fz="lg">
              {t('brand')}
            </Text>
            <Text size="sm" c="dimmed" maw={360}>
              {t('footer.madeFor')}
            </Text>
          </Stack>
          <nav aria-label={t('footer.label')}>
            <Group gap="lg">
              <Link to="/terms" className={classes.footerLink}>
                {t('footer.terms')}
              </Link>
              <Link to="/privacy" className={classes.footerLink}>
                {t('footer.privacy')}
              </Link>
            </Group>
          </nav>
          <Group gap="xs" aria-label={t('footer.followUs')} role="group">
            {SOCIAL.map(({ key, href, Icon }) => (
              <ActionIcon
                key={key}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                size={40}
                radius="xl"
                aria-label={t(`footer.${key}`)}
              >
                <Icon size={20} stroke={1.7} aria-hidden />
              </ActionIcon>
            ))}
          </Group>
        </Group>
        <Group justify="space-between" mt="lg" gap="md">
          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year })}
          </Text>
          <ColorSchemeSwitch />
        </Group>
      </div>
    </footer>
  );
}
