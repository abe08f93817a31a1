import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/pageTitle.ts';

const NOT_FOUND_TEXT =
  'Page Not Found: The page that you are trying to access is not available. Please reach out to the administrator if you have any queries';

/** Any unknown path (spec section 2). */
export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={560}>
        <Text fz={72} fw={800} c="brand.6" lh={1}>
          404
        </Text>
        <Title order={1} ta="center">
          PAGE NOT FOUND
        </Title>
        <Text c="dimmed" ta="center">
          {NOT_FOUND_TEXT}
        </Text>
        <Button component={Link} to="/">
          Go Home
        </Button>
      </Stack>
    </Center>
  );
}
