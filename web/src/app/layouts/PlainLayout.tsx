import { Box, Container, Group, Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from '../../ui/Brand.tsx';
import { Footer } from '../../ui/Footer.tsx';

/** A plain container for guests (document folders, facility timesheet view). */
export function PlainLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Paper component="header" shadow="xs" radius={0} px="md" py="sm">
        <Brand />
      </Paper>
      <Container size="xl" py="lg" w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Group justify="center" py="sm">
        <Footer />
      </Group>
    </Box>
  );
}
