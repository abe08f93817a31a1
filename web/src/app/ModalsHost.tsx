import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';

import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { setModalsReady } from '../lib/modalsReady.ts';

/** The modals manager (ui/ConfirmDialog opens its dialogs through Mantine's modal events), mounted on first use. */
export default function ModalsHost() {
  useEffect(setModalsReady, []);
  // Spec section 9: modal transition 300 ms.
  return <ModalsProvider modalProps={{ transitionProps: { duration: 300 } }}>{null}</ModalsProvider>;
}
