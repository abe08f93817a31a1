import { Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './Brand.tsx';
import { Footer } from './Footer.tsx';

/** The centred card of the public screens (sign in and the like). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 60%)',
      }}
    >
      <Center style={{ flex: 1 }} p="md">
        <Stack w="100%" maw={420} gap="lg" align="stretch">
          <Center>
            <Brand />
          </Center>
          <Paper withBorder shadow="md" radius="md" p="xl">
            {children}
          </Paper>
        </Stack>
      </Center>
      <Box py="sm">
        <Footer />
      </Box>
    </Box>
  );
}
