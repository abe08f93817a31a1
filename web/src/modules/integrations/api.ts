import { API_KEY_API, type ApiKeyListBody, WEBHOOK_API, type webhookListBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

export type ApiKeySortBy = NonNullable<ApiKeyListBody['sortBy']>;
export type WebhookSortBy = NonNullable<z.input<typeof webhookListBodySchema>['sortBy']>;
export type DeliverySortBy = 'createdAt' | 'event' | 'status';

const keys = recordTags('ApiKey');
const hooks = recordTags('Webhook');
const deliveries = recordTags('WebhookDelivery');

const integrationsApi = api
  .enhanceEndpoints({ addTagTypes: ['ApiKey', 'Webhook', 'WebhookDelivery'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listApiKeys: build.query(queryOf(API_KEY_API.list, { providesTags: keys.list })),
      createApiKey: build.mutation(mutationOf(API_KEY_API.create, { invalidatesTags: [keys.LIST] })),
      revokeApiKey: build.mutation(mutationOf(API_KEY_API.revoke, { invalidatesTags: keys.touched })),
      listWebhooks: build.query(queryOf(WEBHOOK_API.list, { providesTags: hooks.list })),
      getWebhook: build.query(queryOf(WEBHOOK_API.get, { providesTags: hooks.record })),
      createWebhook: build.mutation(mutationOf(WEBHOOK_API.create, { invalidatesTags: [hooks.LIST] })),
      updateWebhook: build.mutation(mutationOf(WEBHOOK_API.update, { invalidatesTags: hooks.touched })),
      pauseWebhook: build.mutation(mutationOf(WEBHOOK_API.pause, { invalidatesTags: hooks.touched })),
      resumeWebhook: build.mutation(
        mutationOf(WEBHOOK_API.resume, {
          invalidatesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [
            hooks.LIST,
            hooks.one(id),
            deliveries.LIST,
          ],
        }),
      ),
      rotateWebhookSecret: build.mutation(mutationOf(WEBHOOK_API.rotateSecret, { invalidatesTags: hooks.touched })),
      listDeliveries: build.query(queryOf(WEBHOOK_API.deliveries, { providesTags: deliveries.list })),
      resendDelivery: build.mutation(mutationOf(WEBHOOK_API.resend, { invalidatesTags: [deliveries.LIST] })),
      sendTestEvent: build.mutation(mutationOf(WEBHOOK_API.test, { invalidatesTags: [deliveries.LIST] })),
    }),
  });

export const {
  useListApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useListWebhooksQuery,
  useGetWebhookQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  usePauseWebhookMutation,
  useResumeWebhookMutation,
  useRotateWebhookSecretMutation,
  useListDeliveriesQuery,
  useResendDeliveryMutation,
  useSendTestEventMutation,
} = integrationsApi;
