import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  valueConflictSchema,
  type CurrentValue,
  type SaveValueRequest,
  type SaveValueResult,
  type ValidationIssue,
} from '@esg/contracts/data-collection/index';
import { ApiError } from '@/lib/api-client';
import { useEditLock } from '@/lib/edit-lock';
import { invalidateResponse } from '../api/invalidate';
import { saveValue } from '../api/save-value';

/** Where a field's edits stand, as the field says it in words (ADR 0226). */
export type AutosaveState =
  /** Nothing typed since the value was loaded or taken. */
  | { kind: 'clean' }
  /** Typed; saved at the next pause or when the question is left. */
  | { kind: 'pending' }
  /** Typed, but not savable yet (a status without its reason, a restatement without its reason). */
  | { kind: 'waiting'; reason: string }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The server was not reached or failed: the edit stays and is sent again (`retryIn` ms, or on Retry). */
  | { kind: 'failed'; reason: string; retryIn: number }
  /** The server refused the value (a rule it breaks): it stays in the field until it is corrected. */
  | { kind: 'refused'; reason: string; issues: ValidationIssue[] }
  /** Someone saved the value since this edit started: the author keeps theirs or takes the other. */
  | { kind: 'conflict'; theirs: CurrentValue | null; message: string };

export interface AutosaveOptions {
  responseId: number;
  metricCode: string;
  /** The revision of the value as the server last showed it (0: no value yet). */
  serverRevision: number;
  /** Pause in typing after which an edit is saved. */
  debounceMs?: number;
  /** Waits between attempts after a failure; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

const DEBOUNCE_MS = 800;
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

type Request = Partial<SaveValueRequest>;

/** A failure worth sending again unchanged: no answer, a server fault, a timeout or a rate limit. */
function transient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.isNetworkError || error.statusCode >= 500 || error.statusCode === 408 || error.statusCode === 429
  );
}

function issuesOf(error: ApiError, metricCode: string): ValidationIssue[] {
  const errors = error.details?.errors;
  if (!Array.isArray(errors)) return [];
  return (errors as ValidationIssue[]).filter(
    (e) => typeof e === 'object' && typeof e.message === 'string' && e.metricCode === metricCode,
  );
}

/**
 * Autosave of one questionnaire value (issue 27 item 4, ADR 0226): an edit is saved after a pause in
 * typing (`edit`) or at once when the question is left (`flush`), one request at a time, each naming
 * the revision it started from and marked as a draft (the server folds an author's autosaves into one
 * version until submission). A failure keeps the edit and retries with backoff; a conflict stops and
 * waits for the author's choice (`keepMine`, `takeTheirs`). While anything is unsaved the edit lock
 * is held (logout asks first) and leaving the page warns; an edit still waiting when the field goes
 * away is sent.
 */
export function useAutosave({
  responseId,
  metricCode,
  serverRevision,
  debounceMs = DEBOUNCE_MS,
  retryDelaysMs = RETRY_DELAYS_MS,
}: AutosaveOptions) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AutosaveState>({ kind: 'clean' });
  /** The latest edit not yet saved (null: nothing to save). */
  const pending = useRef<Request | null>(null);
  const held = useRef(false);
  const base = useRef(serverRevision);
  const inFlight = useRef(false);
  const attempts = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const conflict = useRef(false);
  const mounted = useRef(true);
  const [dirty, setDirty] = useState(false);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const update = (next: AutosaveState) => {
    if (mounted.current) setState(next);
  };
  const markDirty = (value: boolean) => {
    if (mounted.current) setDirty(value);
  };

  // A value saved elsewhere (another person, an import, a live update) moves the base of a clean field.
  useEffect(() => {
    if (pending.current === null && !inFlight.current) base.current = serverRevision;
  }, [serverRevision]);

  const send = useCallback(async (): Promise<void> => {
    cancelTimer();
    const request = pending.current;
    if (request === null || held.current || conflict.current || inFlight.current) return;
    inFlight.current = true;
    update({ kind: 'saving' });
    let result: SaveValueResult | null = null;
    let failure: unknown = null;
    try {
      result = await saveValue(responseId, {
        metricCode,
        request: { ...request, draft: true, baseRevision: base.current },
      });
    } catch (error) {
      failure = error;
    }
    inFlight.current = false;
    if (result) {
      attempts.current = 0;
      base.current = result.value.revision ?? result.value.version;
      invalidateResponse(queryClient, responseId);
      if (pending.current === request) {
        pending.current = null;
        markDirty(false);
        update({ kind: 'saved', at: new Date() });
      } else if (!held.current) void send();
      return;
    }
    if (failure instanceof ApiError && failure.statusCode === 409 && failure.code === 'VALUE.CONFLICT') {
      const details = valueConflictSchema.safeParse(failure.details);
      conflict.current = true;
      update({
        kind: 'conflict',
        theirs: details.success ? details.data.theirs : null,
        message: failure.message,
      });
      return;
    }
    if (transient(failure)) {
      const wait = retryDelaysMs[Math.min(attempts.current, retryDelaysMs.length - 1)];
      attempts.current += 1;
      update({
        kind: 'failed',
        reason:
          failure instanceof ApiError
            ? failure.message
            : 'The value could not be saved. It stays here and is sent again.',
        retryIn: wait,
      });
      if (mounted.current) timer.current = setTimeout(() => void send(), wait);
      return;
    }
    const error = failure as ApiError;
    update({ kind: 'refused', reason: error.message, issues: issuesOf(error, metricCode) });
  }, [responseId, metricCode, queryClient, retryDelaysMs]);

  /** A new edit: saved after the pause, or held with the reason it cannot be saved yet. */
  const edit = useCallback(
    (request: Request, options: { waitingFor?: string } = {}) => {
      pending.current = request;
      held.current = options.waitingFor !== undefined;
      markDirty(true);
      cancelTimer();
      if (conflict.current) return;
      attempts.current = 0;
      if (options.waitingFor !== undefined) {
        update({ kind: 'waiting', reason: options.waitingFor });
        return;
      }
      if (!inFlight.current) update({ kind: 'pending' });
      timer.current = setTimeout(() => void send(), debounceMs);
    },
    [send, debounceMs],
  );

  /** The question is left (or the author asks): save now what waits. */
  const flush = useCallback(() => void send(), [send]);

  /** "Retry" after a failure or a refusal: send the edit again now. */
  const retry = useCallback(() => {
    attempts.current = 0;
    void send();
  }, [send]);

  /** The author keeps their value over the other's: saved on top of the revision they were shown. */
  const keepMine = useCallback(() => {
    if (state.kind !== 'conflict') return;
    base.current = state.theirs ? (state.theirs.revision ?? state.theirs.version) : 0;
    conflict.current = false;
    attempts.current = 0;
    void send();
  }, [state, send]);

  /** The author takes the other's value: their edit is dropped, the field shows the stored value. */
  const takeTheirs = useCallback((): CurrentValue | null => {
    if (state.kind !== 'conflict') return null;
    base.current = state.theirs ? (state.theirs.revision ?? state.theirs.version) : 0;
    conflict.current = false;
    pending.current = null;
    held.current = false;
    cancelTimer();
    markDirty(false);
    update({ kind: 'clean' });
    invalidateResponse(queryClient, responseId);
    return state.theirs;
  }, [state, queryClient, responseId]);

  // The connection is back: what failed is sent at once, not at the end of its wait.
  useEffect(() => {
    const online = () => {
      if (state.kind === 'failed') {
        attempts.current = 0;
        void send();
      }
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [state.kind, send]);

  useEditLock(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Leaving the questionnaire inside the app: what still waits for its pause is sent, not dropped.
  const latestSend = useRef(send);
  latestSend.current = send;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelTimer();
      void latestSend.current();
    };
  }, []);

  return { state, dirty, edit, flush, retry, keepMine, takeTheirs };
}
