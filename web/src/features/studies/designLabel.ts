/** A design as the form and the filter name it: "Case series", "RCT". */
export const designLabel = (design: string) => design.charAt(0).toUpperCase() + design.slice(1);
