import {
  addRecommendation,
  draftPlan,
  FILES,
  inDays,
  sentPlan,
  startActionPlans,
  type ActionPlansHost,
} from './action-plans-host';

describe('action-plans: recommendations, comments, notes, deliverables, change requests (spec 7.2, 7.3)', () => {
  let host: ActionPlansHost;
  beforeAll(async () => {
    host = await startActionPlans();
  });
  afterAll(async () => host?.dispose());

  describe('recommendations', () => {
    it('creates one under a plan, answering it as the first item of data, and announces it', async () => {
      const plan = await draftPlan(host);
      const since = host.events.length;
      const response = await host
        .as('consultant@demo.test')
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({
          title: 'Grievance mechanism',
          performanceStandardId: 1,
          priority: 'medium',
          dueDate: '2030-03-31',
          dueDateTrigger: 'prior-to-next-disbursement',
          deliverableDescription: 'Procedure',
        })
        .expect(201);
      expect(response.body.message).toBe('Recommendation created successfully');
      const rec = response.body.data[0];
      expect(rec).toMatchObject({
        actionPlanId: plan.id,
        status: 'not-started',
        visualStatus: 'pending',
        priority: 'medium',
        deliverable: { id: rec.id, files: [], rating: null },
      });
      const event = await host.nextEvent('action-plans.recommendation.created.v1', since);
      expect(event.data).toEqual({
        planId: plan.id,
        portfolioCompanyId: 2,
        gpCompanyId: 1,
        actorId: 7,
        concernedUserIds: [2],
        recommendationId: rec.id,
        recommendationTitle: 'Grievance mechanism',
        performanceStandardId: 1,
        priority: 'medium',
        dueDate: '2030-03-31',
        status: 'not-started',
        paiIndicatorIds: [],
      });
    });

    it('refuses bad input with the spec message', async () => {
      const plan = await draftPlan(host);
      const gp = host.as('gp@demo.test');
      const bad = await gp
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({ title: 'x', performanceStandardId: 9, priority: 'high', dueDate: '2030-01-01' })
        .expect(400);
      expect(bad.body.message).toMatch(
        /^An error occurred while creating the recommendation: performanceStandardId/,
      );
      await gp
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({ title: 'x', performanceStandardId: 1, priority: 'urgent', dueDate: '2030-01-01' })
        .expect(400);
      await gp
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({ title: 'x', performanceStandardId: 1, priority: 'high', dueDate: '31/01/2030' })
        .expect(400);
      await gp
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({
          title: 'x',
          performanceStandardId: 1,
          priority: 'high',
          dueDate: '2030-01-01',
          facilityId: 4,
        })
        .expect(404);
      await gp
        .post('/api/action-plan-recommendations/9999')
        .send({ title: 'x', performanceStandardId: 1, priority: 'high', dueDate: '2030-01-01' })
        .expect(404);
    });

    it('links PAI indicators (ADR 0055): checked against sfdr_pai.json, carried in its events, listed for the PAI report', async () => {
      const gp = host.as('gp@demo.test');
      const listing = await gp.get('/api/action-plan-listings/pai-indicators').expect(200);
      // Annex I: 18 mandatory indicators (Table 1), 22 climate (Table 2), 24 social (Table 3).
      expect(listing.body.data).toHaveLength(18 + 22 + 24);
      expect(listing.body.data[0]).toEqual({ value: 'T1-1', label: 'T1-1 GHG emissions' });
      expect(listing.body.data).toContainEqual({ value: 'T3-2', label: 'T3-2 Rate of accidents' });

      const plan = await draftPlan(host, { title: 'PAI plan' });
      let since = host.events.length;
      const rec = await addRecommendation(host, plan.id, {
        title: 'Scope 1 reduction roadmap',
        paiIndicatorIds: ['T1-1', 'T3-2'],
      });
      expect(rec.paiIndicatorIds).toEqual(['T1-1', 'T3-2']);
      expect((await host.nextEvent('action-plans.recommendation.created.v1', since)).data).toMatchObject({
        recommendationId: rec.id,
        paiIndicatorIds: ['T1-1', 'T3-2'],
      });
      const other = await addRecommendation(host, plan.id, { title: 'Not linked' });
      expect(other.paiIndicatorIds).toEqual([]);

      // Unknown, malformed and repeated ids are refused, and nothing is stored.
      const unknown = await gp
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({
          title: 'x',
          performanceStandardId: 1,
          priority: 'high',
          dueDate: '2030-01-01',
          paiIndicatorIds: ['T1-99'],
        })
        .expect(400);
      expect(unknown.body.message).toContain(
        'PAI indicator T1-99 is not an indicator of Annex I (sfdr_pai.json)',
      );
      const malformed = await gp
        .post(`/api/action-plan-recommendations/${plan.id}`)
        .send({
          title: 'x',
          performanceStandardId: 1,
          priority: 'high',
          dueDate: '2030-01-01',
          paiIndicatorIds: ['GHG'],
        })
        .expect(400);
      expect(malformed.body.message).toContain('a PAI indicator id looks like T1-1, T2-4 or T3-9');
      await gp
        .put(`/api/action-plan-recommendations/${rec.id}`)
        .send({ paiIndicatorIds: ['T1-2', 'T1-2'] })
        .expect(400);
      const all = await gp.get(`/api/action-plan-recommendations/${plan.id}/all`).expect(200);
      expect(all.body.data.map((r: { title: string }) => r.title)).toEqual([
        'Scope 1 reduction roadmap',
        'Not linked',
      ]);

      // An edit of the links is a change like any other: before and after in the updated event.
      since = host.events.length;
      const updated = await gp
        .put(`/api/action-plan-recommendations/${rec.id}`)
        .send({ paiIndicatorIds: ['T1-1', 'T1-2'] })
        .expect(200);
      expect(updated.body.data.paiIndicatorIds).toEqual(['T1-1', 'T1-2']);
      expect((await host.nextEvent('action-plans.recommendation.updated.v1', since)).data).toMatchObject({
        recommendationId: rec.id,
        changes: { paiIndicatorIds: { before: ['T1-1', 'T3-2'], after: ['T1-1', 'T1-2'] } },
      });

      // The PAI report's list: the linked recommendations of the plans the caller sees.
      const mine = (body: { data: Array<{ recommendationId: number }> }) =>
        body.data.filter((a) => a.recommendationId === rec.id || a.recommendationId === other.id);
      const actions = await gp.get('/api/action-plan-recommendations/pai-actions').expect(200);
      expect(mine(actions.body)).toEqual([
        {
          recommendationId: rec.id,
          actionPlanId: plan.id,
          actionPlanTitle: 'PAI plan',
          year: 2025,
          portfolioCompanyId: 2,
          portfolioCompanyName: 'Northwind Renewables',
          title: 'Scope 1 reduction roadmap',
          description: '',
          status: 'not-started',
          dueDate: rec.dueDate,
          paiIndicatorIds: ['T1-1', 'T1-2'],
        },
      ]);
      const t12 = await gp.get('/api/action-plan-recommendations/pai-actions?indicatorId=T1-2').expect(200);
      expect(mine(t12.body).map((a) => a.recommendationId)).toEqual([rec.id]);
      const t32 = await gp.get('/api/action-plan-recommendations/pai-actions?indicatorId=T3-2').expect(200);
      expect(mine(t32.body)).toEqual([]);
      await gp.get('/api/action-plan-recommendations/pai-actions?indicatorId=nope').expect(400);
      // The portfolio company never sees a draft plan's recommendations, here neither.
      const pc = await host
        .as('pc@demo.test')
        .get('/api/action-plan-recommendations/pai-actions')
        .expect(200);
      expect(mine(pc.body)).toEqual([]);
    });

    it('lists, shows, updates and deletes', async () => {
      const plan = await draftPlan(host);
      const a = await addRecommendation(host, plan.id, { title: 'A' });
      const b = await addRecommendation(host, plan.id, { title: 'B' });
      const all = await host
        .as('gp@demo.test')
        .get(`/api/action-plan-recommendations/${plan.id}/all`)
        .expect(200);
      expect(all.body.data.map((r: { title: string }) => r.title)).toEqual(['A', 'B']);
      const detail = await host
        .as('gp@demo.test')
        .get(`/api/action-plan-recommendations/${a.id}`)
        .expect(200);
      expect(detail.body.data).toMatchObject({
        id: a.id,
        actionPlan: { id: plan.id, status: 'draft' },
        changeRequests: [],
        commentCount: 0,
        internalNoteCount: 0,
      });

      let since = host.events.length;
      const updated = await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${a.id}`)
        .send({ priority: 'low', dueDate: '2031-01-01' })
        .expect(200);
      expect(updated.body.data).toMatchObject({ priority: 'low', dueDate: '2031-01-01' });
      const event = await host.nextEvent('action-plans.recommendation.updated.v1', since);
      expect(event.data).toMatchObject({
        recommendationId: a.id,
        changes: {
          priority: { before: 'high', after: 'low' },
          dueDate: { before: a.dueDate, after: '2031-01-01' },
        },
      });
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${a.id}`)
        .send({ priority: 1 })
        .expect(400);

      since = host.events.length;
      await host.as('gp@demo.test').delete(`/api/action-plan-recommendations/${b.id}`).expect(200);
      expect((await host.nextEvent('action-plans.recommendation.deleted.v1', since)).data).toMatchObject({
        recommendationId: b.id,
        recommendationTitle: 'B',
      });
      const gone = await host
        .as('gp@demo.test')
        .delete(`/api/action-plan-recommendations/${b.id}`)
        .expect(404);
      expect(gone.body).toMatchObject({
        code: 'RECOMMENDATION.NOT_FOUND',
        message: expect.stringMatching(/^Failed to delete recommendation: /),
      });
      await host.as('gp@demo.test').get('/api/action-plan-recommendations/9999/all').expect(404);
    });

    it('moves through its work statuses, is signed off by the GP, and refuses illegal moves', async () => {
      const draft = await draftPlan(host);
      const early = await addRecommendation(host, draft.id);
      // The portfolio company cannot see a draft; nobody works on one.
      await host
        .as('pc@demo.test')
        .put(`/api/action-plan-recommendations/${early.id}/update-status`)
        .send({ status: 'in-progress' })
        .expect(403);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${early.id}/update-status`)
        .send({ status: 'in-progress' })
        .expect(409);

      const {
        planId,
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const pc = host.as('pc@demo.test');
      let since = host.events.length;
      const started = await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'in-progress' })
        .expect(200);
      expect(started.body).toMatchObject({
        message: 'Status updated successfully',
        // The pill every table shows is the status the company set (issue 29, item 9).
        data: { status: 'in-progress', visualStatus: 'in-progress' },
      });
      // The investor's plan table and plan page read the same status the company set.
      for (const path of [`/api/action-plan-recommendations/${planId}/all`, `/api/action-plans/${planId}`]) {
        const read = await host.as('gp@demo.test').get(path).expect(200);
        const list = (read.body.data.recommendations ?? read.body.data) as Array<{ id: number }>;
        expect(list.find((r) => r.id === id)).toMatchObject({
          status: 'in-progress',
          visualStatus: 'in-progress',
        });
      }
      const event = await host.nextEvent('action-plans.recommendation.status-changed.v1', since);
      expect(event.data).toMatchObject({
        recommendationId: id,
        before: 'not-started',
        after: 'in-progress',
        actorId: 4,
        concernedUserIds: [2, 7],
      });
      const same = await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'in-progress' })
        .expect(409);
      expect(same.body.message).toMatch(/^Failed to update recommendation status: /);
      await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'signed-off' })
        .expect(400);
      await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'done' })
        .expect(400);
      // Not submitted yet: nothing to sign off; the GP may not set work statuses.
      const notSubmitted = await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/sign-off`)
        .send({})
        .expect(409);
      expect(notSubmitted.body.message).toMatch(/^Failed to sign off Recommendation: /);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'submitted' })
        .expect(409);

      await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'submitted' })
        .expect(200);
      // The GP sends it back, then it is submitted again.
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'in-progress' })
        .expect(200);
      await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'submitted' })
        .expect(200);
      await pc.put(`/api/action-plan-recommendations/${id}/sign-off`).send({}).expect(403);
      since = host.events.length;
      const signed = await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/sign-off`)
        .send({ signOffMessage: 'Evidence accepted' })
        .expect(200);
      expect(signed.body.data).toMatchObject({
        status: 'signed-off',
        visualStatus: 'signed-off',
        isSignedOff: true,
        signedOffBy: 2,
      });
      expect((await host.nextEvent('action-plans.recommendation.signed-off.v1', since)).data).toMatchObject({
        recommendationId: id,
        before: 'submitted',
        signOffMessage: 'Evidence accepted',
      });
      await pc
        .put(`/api/action-plan-recommendations/${id}/update-status`)
        .send({ status: 'in-progress' })
        .expect(409);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/sign-off`)
        .send({})
        .expect(409);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}`)
        .send({ title: 'x' })
        .expect(409);
    });

    it('derives pending, delayed and severely-delayed from the due date', async () => {
      const plan = await draftPlan(host);
      const due = [inDays(0), inDays(-1), inDays(-30), inDays(-31)];
      for (const dueDate of due) await addRecommendation(host, plan.id, { dueDate });
      const all = await host
        .as('gp@demo.test')
        .get(`/api/action-plan-recommendations/${plan.id}/all`)
        .expect(200);
      expect(all.body.data.map((r: { visualStatus: string }) => r.visualStatus)).toEqual([
        'pending',
        'delayed',
        'delayed',
        'severely-delayed',
      ]);
    });

    it('takes progress tags from both sides', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const since = host.events.length;
      await host
        .as('pc@demo.test')
        .post(`/api/action-plan-recommendations/${id}/progress-tag`)
        .send({ tag: 'at-risk', note: 'Supplier delay' })
        .expect(201);
      const response = await host
        .as('consultant@demo.test')
        .post(`/api/action-plan-recommendations/${id}/progress-tag`)
        .send({ tag: 'on-track' })
        .expect(201);
      expect(
        response.body.data.progressTags.map((t: { tag: string; addedBy: number }) => [t.tag, t.addedBy]),
      ).toEqual([
        ['at-risk', 4],
        ['on-track', 7],
      ]);
      expect(
        (await host.nextEvent('action-plans.recommendation.progress-tag-added.v1', since)).data,
      ).toMatchObject({ recommendationId: id, tag: 'at-risk', note: 'Supplier delay', actorId: 4 });
      const bad = await host
        .as('pc@demo.test')
        .post(`/api/action-plan-recommendations/${id}/progress-tag`)
        .send({ tag: 'great' })
        .expect(400);
      expect(bad.body.message).toMatch(/^An error occurred while adding the recommendation progress tag: /);
      await host
        .as('coinvestor@demo.test')
        .post(`/api/action-plan-recommendations/${id}/progress-tag`)
        .send({ tag: 'on-track' })
        .expect(403);
    });

    it('keeps the ES advisor commentary with an optional advisor document', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      let since = host.events.length;
      const text = await host
        .as('consultant@demo.test')
        .put(`/api/action-plan-recommendations/${id}/additional-commentary`)
        .send({ additionalCommentary: 'Use the IFC toolkit' })
        .expect(200);
      expect(text.body.data.additionalCommentary).toBe('Use the IFC toolkit');
      expect(
        (await host.nextEvent('action-plans.recommendation.additional-commentary-set.v1', since)).data,
      ).toMatchObject({ before: null, after: 'Use the IFC toolkit', advisorDocument: null });
      since = host.events.length;
      const withFile = await host
        .as('consultant@demo.test')
        .put(`/api/action-plan-recommendations/${id}/additional-commentary`)
        .field('additionalCommentary', 'See the attached guidance')
        .attach('file', FILES.pdf, 'guidance.pdf')
        .expect(200);
      expect(withFile.body.data.advisorDocument).toMatchObject({
        name: 'guidance.pdf',
        mediaType: 'application/pdf',
      });
      const event = await host.nextEvent('action-plans.recommendation.additional-commentary-set.v1', since);
      expect(event.data).toMatchObject({
        before: 'Use the IFC toolkit',
        after: 'See the attached guidance',
        advisorDocument: { name: 'guidance.pdf', mediaType: 'application/pdf' },
      });
      const download = await host
        .as('pc@demo.test')
        .get(`/api/deliverables/files/${withFile.body.data.advisorDocument.fileId}`)
        .expect(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="guidance.pdf"/);
      await host
        .as('pc@demo.test')
        .put(`/api/action-plan-recommendations/${id}/additional-commentary`)
        .send({ additionalCommentary: 'x' })
        .expect(403);
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/additional-commentary`)
        .send({ additionalCommentary: 5 })
        .expect(400);
    });

    it('attaches a verification document, checked by content', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const since = host.events.length;
      const response = await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/verify-document`)
        .attach('file', FILES.png, 'site-visit.png')
        .expect(200);
      expect(response.body.data.verifyDocument).toMatchObject({
        name: 'site-visit.png',
        mediaType: 'image/png',
        size: FILES.png.length,
      });
      expect(
        (await host.nextEvent('action-plans.recommendation.verify-document-set.v1', since)).data,
      ).toMatchObject({
        recommendationId: id,
        before: null,
        after: { name: 'site-visit.png', mediaType: 'image/png' },
      });
      const impostor = await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/verify-document`)
        .attach('file', FILES.exe, 'report.pdf')
        .expect(415);
      expect(impostor.body.code).toBe('FILE.UNSUPPORTED_MEDIA_TYPE');
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations/${id}/verify-document`)
        .send({ file: 'x' })
        .expect(415);
      await host
        .as('pc@demo.test')
        .put(`/api/action-plan-recommendations/${id}/verify-document`)
        .attach('file', FILES.pdf, 'mine.pdf')
        .expect(403);
    });
  });

  describe('comments', () => {
    it('adds, lists, edits and deletes comments, by their author only', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      let since = host.events.length;
      const added = await host
        .as('pc@demo.test')
        .post(`/api/action-plan-recommendations-comments/${id}`)
        .send({ comment: 'We have started the procurement' })
        .expect(201);
      const commentId = added.body.data.commentId;
      expect((await host.nextEvent('action-plans.comment.added.v1', since)).data).toMatchObject({
        commentId,
        recommendationId: id,
        comment: 'We have started the procurement',
        actorId: 4,
        concernedUserIds: [2, 7],
      });
      await host
        .as('gp@demo.test')
        .post(`/api/action-plan-recommendations-comments/${id}`)
        .send({ comment: 'Thanks' })
        .expect(201);
      const list = await host
        .as('gp@demo.test')
        .get(`/api/action-plan-recommendations-comments/${id}`)
        .expect(200);
      expect(
        list.body.data.map((c: { comment: string; author: { name: string } }) => [c.author.name, c.comment]),
      ).toEqual([
        ['Priya Chen', 'We have started the procurement'],
        ['Grace Parker', 'Thanks'],
      ]);

      const notAuthor = await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations-comments/comment/${commentId}`)
        .send({ comment: 'x' })
        .expect(403);
      expect(notAuthor.body.message).toMatch(/^Failed to edit comments: /);
      since = host.events.length;
      const edited = await host
        .as('pc@demo.test')
        .put(`/api/action-plan-recommendations-comments/comment/${commentId}`)
        .send({ comment: 'Procurement done' })
        .expect(200);
      expect(edited.body.data).toMatchObject({ comment: 'Procurement done', editedAt: expect.any(String) });
      expect((await host.nextEvent('action-plans.comment.edited.v1', since)).data).toMatchObject({
        commentId,
        before: 'We have started the procurement',
        after: 'Procurement done',
      });
      since = host.events.length;
      await host
        .as('pc@demo.test')
        .delete(`/api/action-plan-recommendations-comments/comment/${commentId}`)
        .expect(200);
      expect((await host.nextEvent('action-plans.comment.deleted.v1', since)).data).toMatchObject({
        commentId,
        comment: 'Procurement done',
      });
      const gone = await host
        .as('pc@demo.test')
        .delete(`/api/action-plan-recommendations-comments/comment/${commentId}`)
        .expect(404);
      expect(gone.body.message).toMatch(/^Failed to delete comment: /);
      const empty = await host
        .as('pc@demo.test')
        .post(`/api/action-plan-recommendations-comments/${id}`)
        .send({ comment: '  ' })
        .expect(400);
      expect(empty.body.message).toMatch(/^Failed to add comment: /);
      await host.as('pc@demo.test').get('/api/action-plan-recommendations-comments/9999').expect(404);
    });
  });

  describe('internal notes', () => {
    it('are added, listed and updated by the investor side, never seen by the portfolio company', async () => {
      const {
        planId,
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      let since = host.events.length;
      const added = await host
        .as('gp@demo.test')
        .post(`/api/action-plan-recommendations-internal-notes/${id}`)
        .send({ note: 'Management seems reluctant' })
        .expect(201);
      const noteId = added.body.data.noteId;
      const event = await host.nextEvent('action-plans.internal-note.added.v1', since);
      // The portfolio company's users are never told about internal notes.
      // The ES advisor of the seeded plans is the Consultant, an outside party: internal notes stay with the GP's team.
      expect(event.data).toMatchObject({ noteId, note: 'Management seems reluctant', concernedUserIds: [] });
      // Outside parties neither write nor read them (docs/access-policy.md), even as the ES advisor.
      await host
        .as('coinvestor@demo.test')
        .post(`/api/action-plan-recommendations-internal-notes/${id}`)
        .send({ note: 'Agreed' })
        .expect(403);
      await host
        .as('consultant@demo.test')
        .get(`/api/action-plan-recommendations-internal-notes/${id}`)
        .expect(403);
      const list = await host
        .as('gp@demo.test')
        .get(`/api/action-plan-recommendations-internal-notes/${id}`)
        .expect(200);
      expect(list.body.data.map((n: { note: string }) => n.note)).toEqual(['Management seems reluctant']);

      since = host.events.length;
      await host
        .as('gp@demo.test')
        .put(`/api/action-plan-recommendations-internal-notes/note/${noteId}`)
        .send({ note: 'Reluctant on budget' })
        .expect(200);
      expect((await host.nextEvent('action-plans.internal-note.updated.v1', since)).data).toMatchObject({
        noteId,
        before: 'Management seems reluctant',
        after: 'Reluctant on budget',
      });
      await host
        .as('coinvestor@demo.test')
        .put(`/api/action-plan-recommendations-internal-notes/note/${noteId}`)
        .send({ note: 'x' })
        .expect(403);

      const pc = host.as('pc@demo.test');
      const listed = await pc.get(`/api/action-plan-recommendations-internal-notes/${id}`).expect(403);
      expect(listed.body.message).toMatch(/^Failed to fetch internal notes: /);
      const add = await pc
        .post(`/api/action-plan-recommendations-internal-notes/${id}`)
        .send({ note: 'x' })
        .expect(403);
      expect(add.body.message).toMatch(/^Failed to add internal note: /);
      await pc
        .put(`/api/action-plan-recommendations-internal-notes/note/${noteId}`)
        .send({ note: 'x' })
        .expect(403);
      // Not even counts.
      const detail = await pc.get(`/api/action-plan-recommendations/${id}`).expect(200);
      expect(detail.body.data).not.toHaveProperty('internalNoteCount');
      const plan = await pc.get(`/api/action-plans/${planId}`).expect(200);
      expect(JSON.stringify(plan.body)).not.toMatch(/internalNote|Reluctant/);
      const gp = await host.as('gp@demo.test').get(`/api/action-plan-recommendations/${id}`).expect(200);
      expect(gp.body.data.internalNoteCount).toBe(1);
      await host
        .as('gp@demo.test')
        .put('/api/action-plan-recommendations-internal-notes/note/9999')
        .send({ note: 'x' })
        .expect(404);
    });
  });

  describe('deliverables', () => {
    it('takes files from the portfolio company, checked by content, and serves them as attachments', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const since = host.events.length;
      const response = await host
        .as('pc@demo.test')
        .put(`/api/deliverables/${id}/files`)
        .attach('files', FILES.pdf, 'ESMS manual.pdf')
        .attach('files', FILES.csv, 'emissions.csv')
        .attach('files', FILES.docx, 'policy.docx')
        .expect(200);
      expect(response.body.message).toBe('Deliverable files uploaded successfully');
      const files = response.body.data.deliverable.files;
      expect(files.map((f: { name: string; mediaType: string }) => [f.name, f.mediaType])).toEqual([
        ['ESMS manual.pdf', 'application/pdf'],
        ['emissions.csv', 'text/csv; charset=utf-8'],
        ['policy.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ]);
      const event = await host.nextEvent('action-plans.deliverable.files-uploaded.v1', since);
      expect(event.data).toMatchObject({
        deliverableId: id,
        recommendationId: id,
        actorId: 4,
        files: [
          { name: 'ESMS manual.pdf', size: FILES.pdf.length },
          { name: 'emissions.csv' },
          { name: 'policy.docx' },
        ],
      });

      const download = await host
        .as('gp@demo.test')
        .get(`/api/deliverables/files/${files[0].fileId}`)
        .buffer(true)
        .expect(200);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="ESMS manual.pdf"; filename*=UTF-8''ESMS%20manual.pdf`,
        'x-content-type-options': 'nosniff',
      });
      expect(Buffer.from(download.body).equals(FILES.pdf)).toBe(true);
      await host
        .as('gp@demo.test')
        .get('/api/deliverables/files/00000000-0000-4000-8000-000000000000')
        .expect(404);
      await host.as('gp@demo.test').get('/api/deliverables/files/not-a-file').expect(400);
    });

    it('refuses disallowed content, oversize files and empty uploads', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const pc = host.as('pc@demo.test');
      const renamed = await pc
        .put(`/api/deliverables/${id}/files`)
        .attach('file', FILES.exe, 'report.pdf')
        .expect(415);
      expect(renamed.body).toMatchObject({
        code: 'FILE.UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringMatching(
          /^Failed to upload deliverable files: report.pdf: the content is not a .pdf file/,
        ),
      });
      await pc.put(`/api/deliverables/${id}/files`).attach('file', FILES.exe, 'setup.exe').expect(415);
      await pc.put(`/api/deliverables/${id}/files`).attach('file', FILES.png, 'photo.jpg').expect(415);
      await pc
        .put(`/api/deliverables/${id}/files`)
        .attach('file', Buffer.from([0x00, 0x01, 0x02]), 'data.csv')
        .expect(415);
      const big = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
      const oversize = await pc
        .put(`/api/deliverables/${id}/files`)
        .attach('file', big, 'big.pdf')
        .expect(413);
      expect(oversize.body.code).toBe('FILE.PAYLOAD_TOO_LARGE');
      const nearLimit = Buffer.concat([FILES.pdf, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
      await pc.put(`/api/deliverables/${id}/files`).attach('file', nearLimit, 'big-but-fine.pdf').expect(200);
      await pc.put(`/api/deliverables/${id}/files`).field('note', 'no file').expect(400);
      await pc.put(`/api/deliverables/${id}/files`).send({ files: [] }).expect(415);
      await pc.put('/api/deliverables/9999/files').attach('file', FILES.pdf, 'x.pdf').expect(404);
      await host
        .as('gp@demo.test')
        .put(`/api/deliverables/${id}/files`)
        .attach('file', FILES.pdf, 'x.pdf')
        .expect(403);
    });

    it('is rated 1-5 by the GP or the ES advisor once it has files', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const noFiles = await host
        .as('gp@demo.test')
        .put(`/api/deliverables/${id}/rating`)
        .send({ rating: 4 })
        .expect(409);
      expect(noFiles.body.message).toMatch(/^Failed to upload deliverable file rating: /);
      await host
        .as('pc@demo.test')
        .put(`/api/deliverables/${id}/files`)
        .attach('file', FILES.pdf, 'x.pdf')
        .expect(200);
      const since = host.events.length;
      const rated = await host
        .as('consultant@demo.test')
        .put(`/api/deliverables/${id}/rating`)
        .send({ rating: 4 })
        .expect(200);
      expect(rated.body.data.deliverable.rating).toBe(4);
      expect((await host.nextEvent('action-plans.deliverable.rated.v1', since)).data).toMatchObject({
        deliverableId: id,
        before: null,
        after: 4,
        actorId: 7,
      });
      for (const rating of [0, 6, 3.5, '4'])
        await host.as('gp@demo.test').put(`/api/deliverables/${id}/rating`).send({ rating }).expect(400);
      await host.as('pc@demo.test').put(`/api/deliverables/${id}/rating`).send({ rating: 5 }).expect(403);
    });
  });

  describe('change requests (spec 7.3)', () => {
    it('lets the portfolio company ask for a new due date and the GP approve it, moving the date', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const current = (
        await host.as('pc@demo.test').get(`/api/action-plan-recommendations/${id}`).expect(200)
      ).body.data.dueDate;
      let since = host.events.length;
      const created = await host
        .as('pc@demo.test')
        .post('/api/change-requests')
        .send({ recommendationId: id, requestedDueDate: '2031-06-30', reason: 'Contractor availability' })
        .expect(201);
      expect(created.body).toMatchObject({
        message: 'Change request created successfully',
        data: { status: 'pending', currentDueDate: current, requestedDueDate: '2031-06-30' },
      });
      const changeRequestId = created.body.data.changeRequestId;
      expect((await host.nextEvent('action-plans.change-request.created.v1', since)).data).toMatchObject({
        changeRequestId,
        recommendationId: id,
        type: 'due-date',
        currentDueDate: current,
        requestedDueDate: '2031-06-30',
        reason: 'Contractor availability',
        requestedBy: 4,
        concernedUserIds: [2, 7],
      });
      const twice = await host
        .as('pc@demo.test')
        .post('/api/change-requests')
        .send({ recommendationId: id, requestedDueDate: '2031-07-30', reason: 'Again' })
        .expect(409);
      expect(twice.body.message).toMatch(/^An error occurred while creating the change request: /);
      await host
        .as('pc@demo.test')
        .put(`/api/change-requests/${changeRequestId}/approve-reject`)
        .send({ decision: 'approve' })
        .expect(403);
      await host
        .as('coinvestor@demo.test')
        .put(`/api/change-requests/${changeRequestId}/approve-reject`)
        .send({ decision: 'approve' })
        .expect(403);

      since = host.events.length;
      const approved = await host
        .as('gp@demo.test')
        .put(`/api/change-requests/${changeRequestId}/approve-reject`)
        .send({ decision: 'approve', comment: 'Fine' })
        .expect(200);
      expect(approved.body).toMatchObject({
        message: 'Change request approved successfully',
        data: { status: 'approved', decidedBy: 2, decisionComment: 'Fine' },
      });
      const decided = await host.nextEvent('action-plans.change-request.approved.v1', since);
      expect(decided.data).toMatchObject({
        changeRequestId,
        requestedDueDate: '2031-06-30',
        requestedBy: 4,
        comment: 'Fine',
        actorId: 2,
      });
      const moved = await host.nextEvent('action-plans.recommendation.due-date-changed.v1', since);
      expect(moved.data).toMatchObject({
        recommendationId: id,
        before: current,
        after: '2031-06-30',
        changeRequestId,
      });
      expect(moved.causationid).toBe(decided.id);
      const detail = await host.as('pc@demo.test').get(`/api/action-plan-recommendations/${id}`).expect(200);
      expect(detail.body.data.dueDate).toBe('2031-06-30');
      expect(detail.body.data.changeRequests).toMatchObject([{ changeRequestId, status: 'approved' }]);
      const again = await host
        .as('gp@demo.test')
        .put(`/api/change-requests/${changeRequestId}/approve-reject`)
        .send({ decision: 'reject' })
        .expect(409);
      expect(again.body.message).toMatch(/^Failed to approve\/reject change request: /);
    });

    it('leaves the due date alone when rejected', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const current = (await host.as('pc@demo.test').get(`/api/action-plan-recommendations/${id}`)).body.data
        .dueDate;
      const created = await host
        .as('pc@demo.test')
        .post('/api/change-requests')
        .send({ recommendationId: id, requestedDueDate: '2032-01-01', reason: 'Budget' })
        .expect(201);
      const since = host.events.length;
      await host
        .as('gp@demo.test')
        .put(`/api/change-requests/${created.body.data.changeRequestId}/approve-reject`)
        .send({ decision: 'reject' })
        .expect(200);
      expect((await host.nextEvent('action-plans.change-request.rejected.v1', since)).data).toMatchObject({
        changeRequestId: created.body.data.changeRequestId,
        comment: null,
      });
      expect(
        (await host.as('pc@demo.test').get(`/api/action-plan-recommendations/${id}`)).body.data.dueDate,
      ).toBe(current);
      expect(
        host.events.slice(since).some((e) => e.type === 'action-plans.recommendation.due-date-changed.v1'),
      ).toBe(false);
    });

    it('refuses bad requests', async () => {
      const {
        recommendationIds: [id],
      } = await sentPlan(host, 1);
      const pc = host.as('pc@demo.test');
      await pc
        .post('/api/change-requests')
        .send({ recommendationId: id, requestedDueDate: 'tomorrow', reason: 'x' })
        .expect(400);
      await pc
        .post('/api/change-requests')
        .send({ recommendationId: id, requestedDueDate: '2031-01-01' })
        .expect(400);
      await pc
        .post('/api/change-requests')
        .send({ recommendationId: 9999, requestedDueDate: '2031-01-01', reason: 'x' })
        .expect(404);
      await host
        .as('gp@demo.test')
        .post('/api/change-requests')
        .send({ recommendationId: id, requestedDueDate: '2031-01-01', reason: 'x' })
        .expect(403);
      await host
        .as('gp@demo.test')
        .put('/api/change-requests/9999/approve-reject')
        .send({ decision: 'approve' })
        .expect(404);
      await host
        .as('gp@demo.test')
        .put('/api/change-requests/1/approve-reject')
        .send({ decision: 'maybe' })
        .expect(400);
    });
  });
});
