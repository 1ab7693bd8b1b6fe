/** A design as the form and the filter name it: "Case series", "RCT". */
export const designLabel = (design: string) => design.charAt(0).toUpperCase() + design.slice(1);

/** What a study says, or "Not stated" where it does not (an imported study often does not). */
const NOT_STATED = 'Not stated';
export const ruralRemoteLabel = (v: boolean | null) => (v === null ? NOT_STATED : v ? 'Yes' : 'No');
export const stated = (v: string | null) => v ?? NOT_STATED;
