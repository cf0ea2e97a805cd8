import { describe, expect, it } from 'vitest';
import { restoreBoardingPass, setBoardingPassesApart } from './printed-boarding-pass.js';

const PASS = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';
const BLANK_FLAG = 'M1DESMARAIS/LUC        ABC123 YULFRAAC 0834 326J001A0025 100';

describe('restoreBoardingPass', () => {
  it('pads the name field back to its width when the layout gave its blanks back as fewer or more spaces', () => {
    expect(restoreBoardingPass('M1DESMARAIS/LUC    EABC123 YULFRAAC 0834 326J001A0025 100')).toBe(PASS);
    expect(restoreBoardingPass('M1DESMARAIS/LUC              EABC123 YULFRAAC 0834 326J001A0025 100')).toBe(PASS);
    // A blank e-ticket flag is one of the spaces.
    expect(restoreBoardingPass('M1DESMARAIS/LUC   ABC123 YULFRAAC 0834 326J001A0025 100')).toBe(BLANK_FLAG);
    expect(restoreBoardingPass(PASS)).toBe(PASS);
  });

  it('reads nothing into text that is no boarding pass', () => {
    expect(restoreBoardingPass('M1 motorway   closed between junctions 4 and 5')).toBeUndefined();
    expect(restoreBoardingPass('M2')).toBeUndefined();
  });
});

describe('setBoardingPassesApart', () => {
  it('puts a boarding pass printed beside other text on a line of its own', () => {
    const text = `Seat 1A   M1DESMARAIS/LUC    EABC123 YULFRAAC 0834 326J001A0025 100\nGate closes 20 minutes before departure`;
    expect(setBoardingPassesApart(text).split('\n')).toEqual([
      'Seat 1A',
      PASS,
      'Gate closes 20 minutes before departure',
    ]);
  });

  it('leaves text without a boarding pass as it is', () => {
    const text = 'Flight AC 834   Montreal – Frankfurt\nM1 motorway   closed';
    expect(setBoardingPassesApart(text)).toBe(text);
  });
});
