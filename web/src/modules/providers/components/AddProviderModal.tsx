import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';

const InviteProviderForm = lazy(() => import('./InviteProviderForm.tsx'));

/** Starts loading the form's chunk before the dialog opens (the Add Provider button's hover or focus). */
export const preloadAddProvider = () => void import('./InviteProviderForm.tsx');

/** 'Add Provider': name, e-mail, specialty and organisation; the server e-mails the provider an invitation. */
export function AddProviderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Provider"
      size="lg"
      centered
      transitionProps={{ duration: 300 }}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened && (
        <Suspense
          fallback={
            <Center h={200}>
              <Loader />
            </Center>
          }
        >
          <InviteProviderForm onDone={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
