import { useState } from 'react';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PcafCountryFigures } from '@esg/contracts/pcaf-inputs';
import { notifySuccess } from '@/lib/notify';
import { useDeletePcafCountryFigures } from '../../api/delete-pcaf-country-figures';
import { useSavePcafCountryFigures } from '../../api/save-pcaf-country-figures';
import { useSovereignOptions } from '../../api/sovereign-options';
import { savedWhen } from '../../pcaf-assembly';
import { DialogFooter } from './dialog-footer';

/** A yes/no/unknown answer of the country figures (null: not given). */
const yesNo = (value: boolean | null): string => (value === null ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: string | null): boolean | null =>
  value === 'yes' ? true : value === 'no' ? false : null;
const amount = (v: number | string): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

const PAI_SCORES = [
  ['incomeInequalityScore', 'Income inequality score (PAI T3-18)'],
  ['freedomOfExpressionScore', 'Freedom of expression score (T3-19)'],
  ['humanRightsScore', 'Human rights score (T3-20)'],
  ['corruptionScore', 'Perceived corruption score (T3-21)'],
  ['politicalStabilityScore', 'Political stability score (T3-23)'],
  ['ruleOfLawScore', 'Rule of law score (T3-24)'],
] as const;
type PaiScoreField = (typeof PAI_SCORES)[number][0];

/**
 * A country's figures for the investor's sovereign bonds, saved for the reporting year with their source (ADR
 * 0083, 0096): for PCAF 5.7 the PPP-adjusted GDP and production emissions excluding (and optionally including)
 * LULUCF with the option of PCAF Table 5-26 (its score comes from the table, listed by the dictionary); for the
 * PAI statement the GDP, GHG emissions, social violations and the Table 3 scores. Either group may be entered
 * alone. The server's 422 names a field that is wrong; it is shown here.
 */
export function SovereignModal({
  investorId,
  year,
  country,
  fundName,
  figures,
  onClose,
}: {
  investorId: number;
  year: number;
  country: string;
  fundName: string;
  figures: PcafCountryFigures | null;
  onClose: () => void;
}) {
  const [gdp, setGdp] = useState<number | string>(figures?.pppAdjustedGdp ?? '');
  const [emissions, setEmissions] = useState<number | string>(figures?.productionEmissions ?? '');
  const [lulucf, setLulucf] = useState<number | string>(figures?.productionEmissionsInclLulucf ?? '');
  const [option, setOption] = useState<string | null>(figures?.dataQualityOption ?? null);
  const [paiGdp, setPaiGdp] = useState<number | string>(figures?.gdp ?? '');
  const [ghg, setGhg] = useState<number | string>(figures?.ghgEmissions ?? '');
  const [violations, setViolations] = useState(yesNo(figures?.socialViolations ?? null));
  const [taxList, setTaxList] = useState(yesNo(figures?.euNonCooperativeTax ?? null));
  const [scores, setScores] = useState<Record<PaiScoreField, number | string>>(() => {
    const initial = {} as Record<PaiScoreField, number | string>;
    for (const [field] of PAI_SCORES) initial[field] = figures?.[field] ?? '';
    return initial;
  });
  const [source, setSource] = useState(figures?.source ?? '');
  const [error, setError] = useState<string | null>(null);
  const options = useSovereignOptions();
  const save = useSavePcafCountryFigures();
  const remove = useDeletePcafCountryFigures();
  const busy = save.isPending || remove.isPending;
  // A score saved before options existed (ADR 0083) is kept unless an option is chosen.
  const legacyScore = figures && !figures.dataQualityOption ? figures.dataQualityScore : null;
  const submit = () => {
    const g = amount(gdp);
    const e = amount(emissions);
    const pcaf = g !== null || e !== null || option !== null;
    if (pcaf && (g === null || g <= 0 || e === null || e < 0 || (option === null && legacyScore === null)))
      return setError(
        'For PCAF, enter the PPP-adjusted GDP (above 0), the production emissions (0 or more) and the PCAF option; or leave all three empty.',
      );
    if (!source.trim()) return setError('Say where the figures come from (publication and year).');
    const pai = {
      gdp: amount(paiGdp),
      ghgEmissions: amount(ghg),
      socialViolations: fromYesNo(violations),
      euNonCooperativeTax: fromYesNo(taxList),
      ...(Object.fromEntries(PAI_SCORES.map(([field]) => [field, amount(scores[field])])) as Record<
        PaiScoreField,
        number | null
      >),
    };
    if (!pcaf && Object.values(pai).every((v) => v === null))
      return setError('Enter the PCAF figures, the PAI figures, or both.');
    save.mutate(
      {
        investorId,
        year,
        country,
        request: {
          ...(pcaf
            ? {
                pppAdjustedGdp: g!,
                productionEmissions: e!,
                productionEmissionsInclLulucf: amount(lulucf),
                ...(option !== null
                  ? { dataQualityOption: option as NonNullable<PcafCountryFigures['dataQualityOption']> }
                  : { dataQualityScore: legacyScore! }),
              }
            : {}),
          ...pai,
          source: source.trim(),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(`Figures of ${country} for ${year} saved`);
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Figures of ${country} for ${year}`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Saved for {year} and used for every sovereign bond of {country} your funds hold ({fundName} among
          them): by the PCAF scorecard and by the PAI statement of the year. Enter them from the sources you
          use, with the source.
        </Text>
        <Title order={3} size="h5">
          PCAF financed emissions
        </Title>
        <Text size="xs" c="dimmed">
          Outstanding ÷ the country’s PPP-adjusted GDP, times its production emissions (national inventory,
          excluding LULUCF; including it is reported beside).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="PPP-adjusted GDP (EUR)" min={0} value={gdp} onChange={setGdp} />
          <NumberInput
            label="Production emissions excl. LULUCF (tCO₂e)"
            min={0}
            value={emissions}
            onChange={setEmissions}
          />
          <NumberInput
            label="Production emissions incl. LULUCF (tCO₂e, optional)"
            value={lulucf}
            onChange={setLulucf}
          />
          <Select
            label="PCAF data-quality option (Table 5-26)"
            placeholder={
              legacyScore !== null
                ? `Score ${legacyScore} as saved`
                : 'Choose how the emissions were obtained'
            }
            clearable
            value={option}
            data={(options.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
            onChange={setOption}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          PAI statement (investee countries)
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="GDP (EUR, PAI 15)" min={0} value={paiGdp} onChange={setPaiGdp} />
          <NumberInput
            label="GHG emissions, scopes 1–3 (tCO₂e, PAI 15)"
            min={0}
            value={ghg}
            onChange={setGhg}
          />
          <Select
            label="Subject to social violations (PAI 16)"
            clearable
            value={violations || null}
            data={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            onChange={(v) => setViolations(v ?? '')}
          />
          <Select
            label="On the EU list of non-cooperative tax jurisdictions (T3-22)"
            clearable
            value={taxList || null}
            data={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            onChange={(v) => setTaxList(v ?? '')}
          />
          {PAI_SCORES.map(([field, label]) => (
            <NumberInput
              key={field}
              label={label}
              value={scores[field]}
              onChange={(v) => setScores((s) => ({ ...s, [field]: v }))}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label="Source of the figures"
          description="Publication, edition and year, e.g. UNFCCC inventory submission 2024; World Bank PPP GDP 2023"
          value={source}
          onChange={(e) => setSource(e.currentTarget.value)}
        />
        {figures ? (
          <Text size="xs" c="dimmed">
            Saved figures: {savedWhen(figures.savedBy, figures.savedAt)}
          </Text>
        ) : null}
        <DialogFooter
          error={error}
          removeLabel={figures ? 'Remove figures' : null}
          removing={remove.isPending}
          onRemove={() =>
            remove.mutate(
              { investorId, year, country },
              {
                onSuccess: () => {
                  notifySuccess(`Figures of ${country} for ${year} removed`);
                  onClose();
                },
                onError: (err) => setError(err.message),
              },
            )
          }
          saveLabel="Save figures"
          saving={save.isPending}
          onSave={submit}
          busy={busy}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
