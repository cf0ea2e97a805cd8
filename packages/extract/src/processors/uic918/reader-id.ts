/** The railway barcode reader's name in a reservation's provenance (apart, so naming it loads no reader). */
export const UIC918_ID = 'uic918';
