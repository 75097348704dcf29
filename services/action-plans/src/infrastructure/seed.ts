import { createEvent, type CloudEvent } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import type { Plan } from '../domain/plan';
import type { Recommendation } from '../domain/recommendation';

/** Sites of the demo portfolio companies, for the facility lookup and the plans. */
export const DEMO_FACILITIES = [
  {
    facilityId: 1,
    companyId: 2,
    name: 'Hollowmere Wind Farm (120 MW)',
    type: 'Onshore wind farm',
    location: 'Perthshire, Scotland',
  },
  {
    facilityId: 2,
    companyId: 2,
    name: 'Kestrel Ridge Solar Park (48 MWp)',
    type: 'Solar PV park',
    location: 'Extremadura, Spain',
  },
  {
    facilityId: 3,
    companyId: 2,
    name: 'Aberport Operations & Maintenance Base',
    type: 'O&M base and warehouse',
    location: 'Aberdeen, Scotland',
  },
  {
    facilityId: 4,
    companyId: 3,
    name: 'Rotterdam Distribution Centre',
    type: 'Warehouse and cross-dock',
    location: 'Rotterdam, Netherlands',
  },
  {
    facilityId: 5,
    companyId: 3,
    name: 'Duisburg Rail Freight Terminal',
    type: 'Intermodal rail terminal',
    location: 'Duisburg, Germany',
  },
  {
    facilityId: 6,
    companyId: 3,
    name: 'Gdańsk Truck Fleet Depot',
    type: 'Fleet depot and workshop',
    location: 'Gdańsk, Poland',
  },
  {
    facilityId: 7,
    companyId: 4,
    name: 'Valencia Citrus Processing Plant',
    type: 'Food processing plant',
    location: 'Valencia, Spain',
  },
  {
    facilityId: 8,
    companyId: 4,
    name: 'Murcia Cold Store',
    type: 'Cold storage warehouse',
    location: 'Murcia, Spain',
  },
] as const;

const GP_USER = 2;
const PC_USER = 4;
const CONSULTANT_USER = 7;

const day = (offsetDays: number, now: Date) =>
  new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function plan(
  fields: Partial<Plan> & Pick<Plan, 'planId' | 'title' | 'portfolioCompanyId' | 'status'>,
  at: string,
): Plan {
  return {
    id: String(fields.planId),
    description: '',
    gpCompanyId: 1,
    reportingCycle: 'annually',
    year: new Date(at).getUTCFullYear(),
    facilityIds: [],
    isPublished: false,
    esAdvisorUserId: CONSULTANT_USER,
    assignedUserIds: [],
    additionalCommentary: null,
    relatedPlanId: null,
    createdBy: GP_USER,
    createdAt: at,
    updatedAt: at,
    sentAt: null,
    publishedAt: null,
    signedOffAt: null,
    signedOffBy: null,
    signOffMessage: null,
    version: 1,
    ...fields,
  };
}

function recommendation(
  fields: Partial<Recommendation> &
    Pick<
      Recommendation,
      | 'recommendationId'
      | 'planId'
      | 'portfolioCompanyId'
      | 'title'
      | 'performanceStandardId'
      | 'priority'
      | 'dueDate'
    >,
  at: string,
): Recommendation {
  return {
    id: String(fields.recommendationId),
    gpCompanyId: 1,
    description: '',
    dueDateTrigger: 'specific-date',
    facilityId: null,
    deliverableDescription: '',
    status: 'not-started',
    progressTags: [],
    additionalCommentary: null,
    advisorDocument: null,
    verifyDocument: null,
    deliverableFiles: [],
    deliverableRating: null,
    deliverableRatedBy: null,
    submittedAt: null,
    signedOffAt: null,
    signedOffBy: null,
    signOffMessage: null,
    createdBy: CONSULTANT_USER,
    createdAt: at,
    updatedAt: at,
    version: 1,
    ...fields,
  };
}

/**
 * Demo data: facilities of the portfolio companies, a published plan for Northwind Renewables with
 * recommendations in three states, and a draft for Atlas Logistics. Idempotent: kept once written.
 * Dated as the work would have gone (issue 29, item 8: a plan "created today" had a recommendation
 * due 45 days ago): the plans were drawn up four months ago, Northwind's sent and published a few
 * days later, and its health-and-safety plan submitted before its due date; due dates stay where they
 * were, relative to now (one ahead, one 12 days late, one 45 days past while waiting for sign-off).
 */
export async function seedActionPlans(runtime: ServiceRuntime, now = new Date()): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const facility of DEMO_FACILITIES) {
      if (!(await tx.get('facilities', String(facility.facilityId))))
        await tx.insert('facilities', { id: String(facility.facilityId), ...facility });
    }
    if ((await tx.count('plans')) > 0) return;
    const at = day(-120, now) + 'T09:00:00.000Z';
    const sent = day(-115, now) + 'T09:00:00.000Z';
    const published = plan(
      {
        planId: await tx.nextId('plans'),
        title: 'Northwind Renewables E&S Action Plan',
        description:
          'Corrective actions agreed after the 2025 environmental and social due diligence of the wind and solar portfolio.',
        portfolioCompanyId: 2,
        status: 'published',
        isPublished: true,
        facilityIds: [1, 2],
        assignedUserIds: [PC_USER],
        sentAt: sent,
        publishedAt: sent,
        updatedAt: sent,
      },
      at,
    );
    const draft = plan(
      {
        planId: await tx.nextId('plans'),
        title: 'Atlas Logistics ESAP (draft)',
        description:
          'Draft environmental and social action plan for the logistics hubs, to be reviewed with Atlas management.',
        portfolioCompanyId: 3,
        status: 'draft',
        facilityIds: [4, 6],
      },
      at,
    );
    const recs: Recommendation[] = [
      recommendation(
        {
          recommendationId: await tx.nextId('recommendations'),
          planId: published.planId,
          portfolioCompanyId: 2,
          title: 'Adopt an Environmental and Social Management System (ESMS)',
          description:
            'Formalise the ESMS in line with IFC PS1, with a policy signed by the board, roles, and a grievance mechanism.',
          performanceStandardId: 1,
          priority: 'high',
          dueDate: day(60, now),
          deliverableDescription: 'Board-approved E&S policy and ESMS manual',
          // PAI 11: processes to monitor compliance with the UNGC principles and OECD Guidelines.
          paiIndicatorIds: ['T1-11'],
          status: 'in-progress',
          facilityId: null,
        },
        at,
      ),
      recommendation(
        {
          recommendationId: await tx.nextId('recommendations'),
          planId: published.planId,
          portfolioCompanyId: 2,
          title: 'Bird and bat collision monitoring at Hollowmere',
          description:
            'Run a two-season post-construction fatality monitoring programme and adapt curtailment if thresholds are exceeded.',
          performanceStandardId: 6,
          priority: 'medium',
          dueDate: day(-12, now),
          dueDateTrigger: 'annually',
          deliverableDescription: 'Monitoring report by an independent ecologist',
          // PAI 7: activities negatively affecting biodiversity-sensitive areas.
          paiIndicatorIds: ['T1-7'],
          facilityId: 1,
        },
        at,
      ),
      recommendation(
        {
          recommendationId: await tx.nextId('recommendations'),
          planId: published.planId,
          portfolioCompanyId: 2,
          title: 'Contractor occupational health and safety plan',
          description:
            'Require O&M contractors to follow an OHS plan meeting IFC PS2 and report lost-time injuries monthly.',
          performanceStandardId: 2,
          priority: 'low',
          dueDate: day(-45, now),
          deliverableDescription: 'Contractor OHS plan and first monthly LTI report',
          // Table 3, PAI 2: rate of accidents (an optional social indicator).
          paiIndicatorIds: ['T3-2'],
          status: 'submitted',
          submittedAt: day(-50, now) + 'T09:00:00.000Z',
          updatedAt: day(-50, now) + 'T09:00:00.000Z',
          facilityId: 3,
        },
        at,
      ),
      recommendation(
        {
          recommendationId: await tx.nextId('recommendations'),
          planId: draft.planId,
          portfolioCompanyId: 3,
          title: 'Diesel spill prevention at the truck depot',
          description:
            'Install bunded fuel storage and spill kits, and train depot staff in spill response (IFC PS3).',
          performanceStandardId: 3,
          priority: 'high',
          dueDate: day(90, now),
          deliverableDescription: 'Photos of bunded storage and the training register',
          // PAI 8: emissions to water.
          paiIndicatorIds: ['T1-8'],
          facilityId: 6,
        },
        at,
      ),
    ];
    const events: CloudEvent[] = [];
    for (const p of [published, draft]) {
      await tx.insert('plans', p);
      events.push(
        event('action-plans.plan.created.v1', p, {
          title: p.title,
          status: p.status,
          reportingCycle: p.reportingCycle,
          year: p.year,
          esAdvisorUserId: p.esAdvisorUserId,
          assignedUserIds: p.assignedUserIds,
          relatedPlanId: null,
        }),
      );
    }
    for (const rec of recs) {
      await tx.insert('recommendations', rec);
      const p = rec.planId === published.planId ? published : draft;
      events.push(
        event(
          'action-plans.recommendation.created.v1',
          p,
          {
            recommendationId: rec.recommendationId,
            recommendationTitle: rec.title,
            performanceStandardId: rec.performanceStandardId,
            priority: rec.priority,
            dueDate: rec.dueDate,
            status: rec.status,
            paiIndicatorIds: rec.paiIndicatorIds ?? [],
          },
          rec.recommendationId,
        ),
      );
    }
    await appendAll(tx, events);
  });
}

function event(type: string, p: Plan, data: Record<string, unknown>, subject = p.planId): CloudEvent {
  return createEvent({
    type,
    source: 'action-plans',
    subject,
    companyId: p.portfolioCompanyId,
    actorId: p.createdBy,
    aggregateVersion: 1,
    data: {
      planId: p.planId,
      portfolioCompanyId: p.portfolioCompanyId,
      gpCompanyId: p.gpCompanyId,
      actorId: p.createdBy,
      concernedUserIds: [],
      ...data,
    },
  });
}

async function appendAll(tx: Transaction, events: CloudEvent[]): Promise<void> {
  if (events.length) await tx.append(events);
}
