import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  applyStandardsChoice,
  canSubmitDataCollection,
  isStandardSelectable,
  reportingCycleOptions,
} from '@esg/access-policy';
import { reportingCycleSchema } from '@esg/contracts/data-collection';
import { FormStatus } from '@/components/ui/form-status';
import { RadioGroup } from '@/components/ui/radio-group';
import { messages } from '@/lib/validation';
import { useStandards } from '../api/get-standards';
import { useAssignStandards } from '../api/assign-standards';
import type { Company } from '../api/get-company';

interface DataCollectionModalProps {
  company: Company;
  /** Called with the updated company once the choice is saved (the caller redirects, spec 2.5). */
  onSubmitted: (company: Company) => void;
}

/**
 * The static data collection modal (spec 2.5, 5): the company's standards and reporting cycle. Neither
 * the backdrop nor the keyboard dismisses it; it closes once the choice is saved.
 */
export function DataCollectionModal({ company, onSubmitted }: DataCollectionModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const standards = useStandards();
  const assign = useAssignStandards(company.id);
  const [selected, setSelected] = useState<number[]>(() =>
    company.company_standard_assignments.map((a) => a.standard_id),
  );
  const [cycle, setCycle] = useState<string>('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const cycleRequired = !company.data_collection_duration;
  const cycleError =
    submitted && !canSubmitDataCollection(cycle, company.data_collection_duration)
      ? messages.required
      : undefined;
  const standardsError = submitted && selected.length === 0 ? messages.required : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (selected.length === 0 || !canSubmitDataCollection(cycle, company.data_collection_duration)) return;
    const chosenCycle = reportingCycleSchema.safeParse(cycle);
    // mutateAsync, not mutate's callbacks: the refetched company closes (unmounts) this modal
    // before the caller's redirect runs, and mutate's callbacks do not outlive the component.
    assign
      .mutateAsync({
        selectedStandards: selected,
        ...(chosenCycle.success ? { data_collection_duration: chosenCycle.data } : {}),
      })
      .then(onSubmitted)
      .catch(() => {
        // Shown from assign.error inside the modal.
      });
  };

  const reset = () => {
    setSelected([]);
    setCycle('');
    setSubmitted(false);
    assign.reset();
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog dialog--wide"
      aria-modal="true"
      aria-labelledby={titleId}
      // Static (spec 2.5): Escape must not close it; if the browser closes it anyway, reopen.
      onCancel={(event) => event.preventDefault()}
      onClose={() => dialogRef.current?.showModal()}
    >
      <h2 id={titleId} className="dialog__heading">
        Data Collection
      </h2>
      <p className="dialog__body">
        Choose the standards {company.name} reports against and how often it collects data.
      </p>
      <form className="modal-form" noValidate onSubmit={submit} aria-busy={assign.isPending}>
        <FormStatus error={assign.error} />
        <fieldset
          className={standardsError ? 'choice-group field--invalid' : 'choice-group'}
          aria-invalid={standardsError ? true : undefined}
        >
          <legend className="field__label">Standards</legend>
          {standards.isPending ? <p aria-busy="true">Loading standards…</p> : null}
          {standards.isError ? <FormStatus error={standards.error} /> : null}
          <div className="choice-group__options choice-group__options--grid">
            {standards.data?.map((standard) => {
              const selectable = standard.selectable && isStandardSelectable(standard);
              return (
                <label key={standard.id} className={selectable ? 'choice' : 'choice choice--disabled'}>
                  <input
                    type="checkbox"
                    name="standards"
                    value={standard.id}
                    disabled={!selectable}
                    checked={selected.includes(standard.id)}
                    onChange={(event) =>
                      setSelected((previous) =>
                        applyStandardsChoice(previous, standard.id, event.target.checked),
                      )
                    }
                  />
                  <span>{standard.name}</span>
                </label>
              );
            })}
          </div>
          {standardsError ? <p className="field__error">{standardsError}</p> : null}
        </fieldset>
        <RadioGroup
          legend="Reporting Cycle"
          name="data_collection_duration"
          value={cycle}
          required={cycleRequired}
          options={reportingCycleOptions(company.type)}
          error={cycleError}
          onChange={(event) => setCycle(event.target.value)}
        />
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={reset}
            disabled={assign.isPending}
          >
            Reset
          </button>
          <button type="submit" className="button button--primary" disabled={assign.isPending}>
            {assign.isPending ? 'Submitting…' : 'Submit'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
