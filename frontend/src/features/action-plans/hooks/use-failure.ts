import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { actionPlanErrorMessage, isForbidden } from '../api/errors';

/**
 * The message to show for a failed action-plan call (spec 8: the server's message, else the call's
 * default), or null. A 403 from the service sends the user to /action-plans instead (spec 6.1).
 */
export function useFailure(error: unknown, fallback: string): string | null {
  const navigate = useNavigate();
  const forbidden = isForbidden(error);
  useEffect(() => {
    if (forbidden) {
      console.warn('Action-plan service refused access (403); back to /action-plans');
      void navigate({ to: '/action-plans', replace: true });
    }
  }, [forbidden, navigate]);
  if (!error) return null;
  return actionPlanErrorMessage(error, fallback);
}
