import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  customerMessageSchema,
  type CustomerMessage,
  type SendCustomerMessageRequest,
} from '@esg/contracts/support';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/customer-messages: the platform team's messages to the caller's company (admin: all). */
export async function listCustomerMessages(): Promise<CustomerMessage[]> {
  const { data } = await apiClient.get('/customer-messages', { schema: z.array(customerMessageSchema) });
  return data;
}

export const customerMessagesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.support.messages(), queryFn: listCustomerMessages });

export const useCustomerMessages = () => useQuery(customerMessagesQueryOptions());

/** POST /api/customer-messages (admin). */
export function useSendCustomerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SendCustomerMessageRequest) => {
      const { data } = await apiClient.post('/customer-messages', request, { schema: customerMessageSchema });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.support.messages() }),
  });
}
