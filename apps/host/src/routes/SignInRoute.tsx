import { en } from '@marketplace/domain';
import { Stack, Text } from '@marketplace/ui';

/**
 * The agency sign-in page. The form against the auth call arrives with the data-spine issue
 * (session and api-client); until then the page says who it is for.
 */
export default function SignInRoute() {
  return (
    <Stack gap="small" padding="xlarge">
      <Text as="h1" size="xxlarge" weight="bold">
        {en.signIn.title}
      </Text>
      <Text tone="muted">{en.signIn.subtitle}</Text>
    </Stack>
  );
}
