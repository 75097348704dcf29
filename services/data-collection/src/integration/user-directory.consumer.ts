import { userRegisteredV1, userUpdatedV1, type CloudEvent, type Permission, type Role } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';

/** A user as data collection knows it (projected from the gateway's user events): to check assignments and name authors. */
export interface KnownUser extends Doc {
  userId: number;
  companyId: number | null;
  role: Role;
  permission: Permission | null;
  name: string;
}

export const KNOWN_USERS = 'known_users';
const CONSUMER = 'data-collection.user-directory';

export async function startUserDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type !== 'gateway.user.registered.v1' && event.type !== 'gateway.user.updated.v1') return;
    const data =
      event.type === 'gateway.user.registered.v1'
        ? userRegisteredV1.parse(event.data)
        : userUpdatedV1.parse(event.data);
    await tx.put<KnownUser>(KNOWN_USERS, {
      id: String(data.userId),
      userId: data.userId,
      companyId: data.companyId,
      role: data.role,
      permission: data.permission,
      name: data.name,
    });
  });
  return runtime.bus.subscribe({ group: CONSUMER, topics: ['gateway.user'], handler: apply });
}
