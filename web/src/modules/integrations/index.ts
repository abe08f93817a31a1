/** The integrations screens' pieces (super admins): API keys and webhooks. */
export { ApiKeyDialog } from './components/ApiKeyDialog.tsx';
export { ApiKeysTable } from './components/ApiKeysTable.tsx';
export { DeliveriesTable } from './components/DeliveriesTable.tsx';
export { RotateSecretButton } from './components/RotateSecretButton.tsx';
export { WebhookDialog } from './components/WebhookDialog.tsx';
export { eventLabel, WebhooksTable } from './components/WebhooksTable.tsx';
