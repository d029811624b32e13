import { Box, type BoxProps } from '../Box/Box';

export const stackDirections = ['column', 'row'] as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  /** @default 'column' */
  direction?: (typeof stackDirections)[number];
  /** Space between children. @default 'medium' */
  gap?: BoxProps['gap'];
};

/** Children in a column (or a wrapping row) with even spacing. */
export function Stack({ direction = 'column', gap = 'medium', ...rest }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      flexWrap={direction === 'row' ? 'wrap' : undefined}
      alignItems={direction === 'row' ? 'center' : undefined}
      gap={gap}
      {...rest}
    />
  );
}
