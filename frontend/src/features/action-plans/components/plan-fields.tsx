import type { Dispatch, SetStateAction } from 'react';
import { TextField } from '@/components/ui/text-field';

/**
 * The fields a plan is created with: title, description, reporting cycle, year and facilities. Shared
 * by the create page and the related-plan dialog; each keeps its own state and defaults.
 */
export function PlanFields({
  idPrefix,
  title,
  setTitle,
  titleError,
  description,
  setDescription,
  cycle,
  setCycle,
  cycleOptions,
  year,
  setYear,
  yearOptions,
  facilityIds,
  setFacilityIds,
  facilityOptions,
}: {
  idPrefix: string;
  title: string;
  setTitle: (value: string) => void;
  titleError: string | undefined;
  description: string;
  setDescription: (value: string) => void;
  cycle: string;
  setCycle: (value: string) => void;
  cycleOptions: ReadonlyArray<{ value: string; label: string }>;
  year: number;
  setYear: (value: number) => void;
  yearOptions: readonly number[];
  facilityIds: readonly number[];
  setFacilityIds: Dispatch<SetStateAction<number[]>>;
  facilityOptions: ReadonlyArray<{ id: number; name: string }>;
}) {
  const toggleFacility = (id: number, checked: boolean) =>
    setFacilityIds((previous) => (checked ? [...previous, id] : previous.filter((f) => f !== id)));
  return (
    <>
      <TextField
        label="Title"
        name="title"
        value={title}
        maxLength={200}
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-description`}>
          Description
        </label>
        <textarea
          id={`${idPrefix}-description`}
          className="field__input"
          rows={3}
          maxLength={5000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="ap-grid-2">
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-cycle`}>
            Reporting cycle
          </label>
          <select
            id={`${idPrefix}-cycle`}
            className="field__input"
            value={cycle}
            onChange={(event) => setCycle(event.target.value)}
          >
            {cycleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-year`}>
            Year
          </label>
          <select
            id={`${idPrefix}-year`}
            className="field__input"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {yearOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {facilityOptions.length > 0 ? (
        <fieldset className="choice-group">
          <legend className="field__label">Facilities</legend>
          <div className="choice-group__options">
            {facilityOptions.map((facility) => (
              <label key={facility.id} className="choice">
                <input
                  type="checkbox"
                  checked={facilityIds.includes(facility.id)}
                  onChange={(event) => toggleFacility(facility.id, event.target.checked)}
                />
                <span>{facility.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
