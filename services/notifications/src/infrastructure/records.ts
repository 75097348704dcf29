import type { Permission, Role } from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import type { Change, NotificationKind } from '../domain/action-plan-events';

/** A user as this service knows it, from gateway.user.* events. */
export interface UserRecord extends Doc {
  userId: number;
  companyId: number | null;
  role: Role;
  /** Absent in records written before it was kept (read as no permission). */
  permission?: Permission | null;
  name: string;
}

/** A company, from data-collection.company.* events (names for presentation). */
export interface CompanyRecord extends Doc {
  companyId: number;
  name: string;
  type: string;
  parentId: number | null;
}

/** Who belongs to a plan and whether the portfolio company may see it, from action-plans.plan.* events. */
export interface PlanRecord extends Doc {
  planId: number;
  title: string;
  gpCompanyId: number;
  portfolioCompanyId: number;
  status: 'draft' | 'sent' | 'published' | 'signed-off';
  createdBy: number;
  esAdvisorUserId: number | null;
  assignedUserIds: number[];
  deleted: boolean;
}

export interface NotificationRecord extends Doc {
  userId: number;
  eventId: string;
  eventType: string;
  kind: NotificationKind;
  message: string;
  actorId: number | null;
  /** Null for a data-request notification. */
  actionPlanId: number | null;
  recommendationId: number | null;
  pcId: number;
  gpCompanyId: number;
  link: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface CounterRecord extends Doc {
  userId: number;
  total: number;
  unread: number;
}

export interface ReadMarkRecord extends Doc {
  userId: number;
  readAt: string;
}

export interface ChangelogRecord extends Doc {
  actionPlanId: number;
  recommendationId: number | null;
  recommendationTitle: string | null;
  eventType: string;
  summary: string;
  actorId: number;
  changes: Change[];
  details: Record<string, unknown>;
  at: string;
  /** Internal-note changes: shown to the investor side (and the admin) only. */
  investorOnly: boolean;
}

export type { CheckpointRecord } from '@esg/messaging';
