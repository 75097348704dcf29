import {
  companyRegisteredV1,
  companyUpdatedV1,
  userRegisteredV1,
  userUpdatedV1,
  type CloudEvent,
} from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import { EDCI_COMPANIES, EDCI_USERS } from '../infrastructure/migrations';

const CONSUMER = 'reporting.edci-directory';

/** A company's GP key (spec 3 gp_key) as data collection last announced it. */
export interface EdciCompanyRecord extends Doc {
  companyId: number;
  gpKey: string | null;
}

/** A user's name, for the submission history's "who". */
export interface EdciUserRecord extends Doc {
  userId: number;
  name: string;
}

const keyOf = (raw: unknown): string | null =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;

/**
 * The GP keys (data-collection.company.registered.v1 `gpKey`, then `changes.gp_key` of company.updated.v1,
 * which /company-details emits when an admin sets it) and the users' names (gateway.user events): what the
 * EDCI submissions need that the analysis read model does not keep (ADR 0074).
 */
export async function applyEdciDirectoryEvent(event: CloudEvent, tx: Transaction): Promise<void> {
  switch (event.type) {
    case 'data-collection.company.registered.v1': {
      const d = companyRegisteredV1.parse(event.data);
      await tx.put<EdciCompanyRecord>(EDCI_COMPANIES, {
        id: String(d.companyId),
        companyId: d.companyId,
        gpKey: keyOf(d.gpKey),
      });
      return;
    }
    case 'data-collection.company.updated.v1': {
      const d = companyUpdatedV1.parse(event.data);
      if (!('gp_key' in d.changes)) return;
      await tx.put<EdciCompanyRecord>(EDCI_COMPANIES, {
        id: String(d.companyId),
        companyId: d.companyId,
        gpKey: keyOf(d.changes.gp_key),
      });
      return;
    }
    case 'gateway.user.registered.v1':
    case 'gateway.user.updated.v1': {
      const d =
        event.type === 'gateway.user.registered.v1'
          ? userRegisteredV1.parse(event.data)
          : userUpdatedV1.parse(event.data);
      await tx.put<EdciUserRecord>(EDCI_USERS, { id: String(d.userId), userId: d.userId, name: d.name });
      return;
    }
    default:
      // gateway.user.removed.v1 included: the name stays, the history keeps saying who did what.
      return;
  }
}

export async function startEdciDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['data-collection.company', 'gateway.user'],
    handler: consumeIdempotently(runtime.store, CONSUMER, applyEdciDirectoryEvent),
  });
}
