import {
  userRegisteredV1,
  userRemovedV1,
  userUpdatedV1,
  passwordChangedV1,
  type CloudEvent,
} from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import { USER_DIRECTORY, type DirectoryUser } from '../infrastructure/user-directory';

const CONSUMER = 'data-collection.user-directory';

/**
 * Users from the gateway's events: who is a company's primary user (spec 6.1: the contact e-mail's
 * user), whether an invited contact has accepted, and names for the change history.
 */
export async function applyUserEvent(event: CloudEvent, tx: Transaction): Promise<void> {
  switch (event.type) {
    case 'gateway.user.registered.v1':
    case 'gateway.user.updated.v1': {
      const registered = event.type === 'gateway.user.registered.v1';
      const d = registered ? userRegisteredV1.parse(event.data) : userUpdatedV1.parse(event.data);
      const current = await tx.get<DirectoryUser>(USER_DIRECTORY, String(d.userId));
      // Events written before `active` existed came from the demo seed, whose users have passwords.
      const active = 'active' in d && d.active !== undefined ? d.active : (current?.active ?? true);
      await tx.put<DirectoryUser>(USER_DIRECTORY, {
        id: String(d.userId),
        userId: d.userId,
        companyId: d.companyId,
        email: d.email.toLowerCase(),
        name: d.name,
        role: d.role,
        permission: d.permission,
        active,
      });
      return;
    }
    case 'gateway.user.password-changed.v1': {
      const d = passwordChangedV1.parse(event.data);
      const current = await tx.get<DirectoryUser>(USER_DIRECTORY, String(d.userId));
      if (current && !current.active)
        await tx.put<DirectoryUser>(USER_DIRECTORY, { ...current, active: true });
      return;
    }
    case 'gateway.user.removed.v1': {
      const d = userRemovedV1.parse(event.data);
      await tx.delete(USER_DIRECTORY, String(d.userId));
      return;
    }
    default:
      return;
  }
}

export async function startUserDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['gateway.user'],
    handler: consumeIdempotently(runtime.store, CONSUMER, applyUserEvent),
  });
}
