import { Container, type ContainerProps } from '@mantine/core';

/** Mantine's `lg`: 1140 px, the width of the header's row (app/shell/header/header.module.css). */
export const PAGE_MAX_WIDTH = 'lg';

interface PageContainerProps extends Omit<ContainerProps, 'size'> {
  /** A reading page (a form, a document) may be narrower; none is wider than the header. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | number;
}

/**
 * The column every page sits in: its edges line up with the header's logo and menu at any
 * width, rather than a wide page running to the window's edges while the header stays in.
 */
export function PageContainer({ size = PAGE_MAX_WIDTH, ...rest }: PageContainerProps) {
  return <Container size={size} py={{ base: 'lg', sm: 'xl' }} {...rest} />;
}
