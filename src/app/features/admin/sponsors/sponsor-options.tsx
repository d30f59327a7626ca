import {
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  type Tier,
} from "../../../../shared/constants.ts";
import { TIER_STYLES } from "./tier-style.tsx";

// The options of the tier and organization-type selects, shared by the Add and Edit dialogs.

const TIERS_LOW_TO_HIGH: Tier[] = ["bronze", "silver", "gold"];

export function TierOptions() {
  return TIERS_LOW_TO_HIGH.map((tier) => (
    <option key={tier} value={tier}>
      {TIER_STYLES[tier].label}
    </option>
  ));
}

/** The four types, after an empty choice ('') that stands for none. */
export function OrganizationTypeOptions() {
  return (
    <>
      <option value="">Not specified</option>
      {ORGANIZATION_TYPES.map((type) => (
        <option key={type} value={type}>
          {ORGANIZATION_TYPE_LABELS[type]}
        </option>
      ))}
    </>
  );
}
