import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ReportTargetType } from '@nivaas/shared';

// The dialog is needed only once someone chooses to report; it loads then.
const ReportDialog = lazy(() => import('./report-dialog'));

interface Props {
  targetType: ReportTargetType;
  targetId: string;
  size?: ButtonProps['size'];
  /** A bare icon-and-word link, for comments and chat messages. */
  compact?: boolean;
  /** Just the flag, named for screen readers: under chat messages. */
  iconOnly?: boolean;
}

/** "Report": opens the dialog with the reasons and a comment. The page says what is reported. */
export function ReportButton({
  targetType,
  targetId,
  size = 'sm',
  compact = false,
  iconOnly = false,
}: Props) {
  const { t } = useTranslation('reports');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {iconOnly ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          // 28 px: a finger's target of at least 24 × 24 (WCAG 2.2 AA).
          size="md"
          aria-label={t(`title.${targetType}`)}
          aria-haspopup="dialog"
          onClick={open}
        >
          <IconFlag size={14} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="subtle"
          color="gray"
          size={compact ? 'compact-sm' : size}
          leftSection={<IconFlag size={compact ? 14 : 16} aria-hidden />}
          onClick={open}
          aria-haspopup="dialog"
          data-testid="report-button"
        >
          {t('button')}
        </Button>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
