import { describe, expect, it } from 'vitest';
import { layoutPageText, type PositionedText } from './layout-text.js';

const run = (str: string, x: number, y: number, width: number): PositionedText => ({
  str,
  transform: [12, 0, 0, 12, x, y],
  width,
  height: 12,
});

describe('layoutPageText', () => {
  it('joins pieces of a word without a space and words with one', () => {
    expect(layoutPageText([run('Boar', 72, 700, 24), run('ding', 96, 700, 24), run('pass', 123, 700, 24)])).toBe(
      'Boarding pass',
    );
  });

  it('keeps runs a little above or below the line (superscripts, baseline jitter) on it', () => {
    expect(layoutPageText([run('Gate', 72, 700, 24), run('B12', 100, 701.5, 18)])).toBe('Gate B12');
  });

  it('reads a landscape page stored turned a quarter (its text set up or down the page) as it is displayed', () => {
    // The same table set running up the page (a quarter turn counter-clockwise) and running down it (clockwise).
    const up = (str: string, x: number, y: number, width: number): PositionedText => ({
      str,
      transform: [0, 12, -12, 0, 792 - y, x],
      width,
      height: 12,
    });
    const down = (str: string, x: number, y: number, width: number): PositionedText => ({
      str,
      transform: [0, -12, 12, 0, y, 612 - x],
      width,
      height: 12,
    });
    for (const turned of [up, down]) {
      const text = layoutPageText([
        turned('Flight', 72, 700, 36),
        turned('AC 834', 180, 700, 36),
        turned('Seat', 72, 684, 24),
        turned('12A', 180, 684, 18),
      ]);
      expect(text).toBe('Flight            AC 834\nSeat              12A');
    }
  });

  it('orders lines from the top of the page down and skips empty runs', () => {
    expect(layoutPageText([run('second', 72, 680, 36), run('  ', 72, 690, 6), run('first', 72, 700, 30)])).toBe(
      'first\nsecond',
    );
  });

  it('puts each run at the column its place on the page falls on, so that a table reads by its columns', () => {
    // Twelve-point runs, six points a character: a table with its values under their headings, indented by one.
    const text = layoutPageText([
      run('Von', 78, 700, 18),
      run('Flug', 150, 700, 24),
      run('Abflug', 246, 700, 36),
      run('Berlin (TXL)', 78, 686, 72),
      run('12:25', 246, 686, 30),
      run('Madrid', 78, 672, 36),
      run('left', 72, 640, 24),
    ]);
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      ' Von         Flug            Abflug',
      ' Berlin (TXL)                12:25',
      ' Madrid',
    ]);
    // A step of more than two lines' height between rows leaves an empty line, as a paragraph's gap does.
    expect(lines.slice(3)).toEqual(['', 'left']);
  });

  it('keeps a run placed far off the page within a line of bounded width', () => {
    const text = layoutPageText([run('Gate', 72, 700, 24), run('B12', 1e12, 700, 18)]);
    expect(text.length).toBeLessThan(450);
    expect(text).toMatch(/^Gate +B12$/);
  });

  it("writes the space between two words as one space, wherever the page's grid puts the second", () => {
    // Six points a character: "Check" ends at 102 and "Out" starts a wide word space later, at 111, which the grid
    // would put two columns on.
    expect(layoutPageText([run('Check', 72, 700, 30), run('Out', 111, 700, 18)])).toBe('Check Out');
  });

  it('lays out a page set in columns side by side a column after the other, each from its own left edge', () => {
    // Seven-point prose at the left (conditions of use), a ticket's rows at the right; their lines share baselines.
    const small = (str: string, x: number, y: number, width: number): PositionedText => ({
      str,
      transform: [7, 0, 0, 7, x, y],
      width,
      height: 7,
    });
    const items: PositionedText[] = [];
    for (let i = 0; i < 10; i++)
      items.push(small(`Le billet est valable pour le train et la date ${i}`, 45, 500 - i * 8, 170));
    items.push(small('Départ / Arrivée', 460, 500, 60), small('Date / Heure', 600, 500, 45));
    items.push(small('PARIS NORD', 455, 484, 40), small('20/11 à 14h46', 600, 484, 46));
    items.push(small('LILLE FLANDRES', 455, 468, 52), small('20/11 à 15h48', 600, 468, 46));
    for (let i = 0; i < 6; i++)
      items.push(small(`Échangeable et remboursable avant le départ ${i}`, 440, 440 - i * 8, 160));
    const text = layoutPageText(items);
    const ticket = text.slice(text.indexOf('Départ'));
    expect(text.indexOf('Départ')).toBeGreaterThan(text.lastIndexOf('la date 9'));
    expect(ticket).toMatch(
      /^Départ \/ Arrivée +Date \/ Heure\n+ *PARIS NORD +20\/11 à 14h46\n+ *LILLE FLANDRES +20\/11/,
    );
    expect(text).toMatch(/\n {2,}PARIS NORD/);
  });

  it('keeps a table of short cells in rows, though no text crosses the gaps between its columns', () => {
    const items: PositionedText[] = [];
    for (let i = 0; i < 10; i++)
      items.push(run(`Row ${i}`, 72, 700 - i * 14, 36), run(`${10 + i}:00`, 300, 700 - i * 14, 30));
    expect(layoutPageText(items).split('\n')[0]).toMatch(/^Row 0 +10:00$/);
  });

  it('keeps a table of long cells in rows, its columns standing on the same baselines', () => {
    const items: PositionedText[] = [];
    for (let i = 0; i < 10; i++) {
      items.push(run(`Frankfurt (FRA) to Lisbon (LIS) ${i}`, 72, 700 - i * 14, 200));
      items.push(run(`Terminal 1, check-in closes at 10:${10 + i}`, 300, 700 - i * 14, 220));
    }
    expect(layoutPageText(items).split('\n')[0]).toMatch(/^Frankfurt \(FRA\) to Lisbon \(LIS\) 0 +Terminal 1/);
  });

  it('lays out columns set side by side under a heading that runs across the page, the heading first', () => {
    const small = (str: string, x: number, y: number, width: number): PositionedText => ({
      str,
      transform: [7, 0, 0, 7, x, y],
      width,
      height: 7,
    });
    const items: PositionedText[] = [
      small('Your e-ticket confirmation for the journey booked under reference QZ4RTA, valid as printed', 45, 560, 420),
    ];
    for (let i = 0; i < 10; i++)
      items.push(small(`The ticket is valid only for the train and day ${i}`, 45, 500 - i * 8, 170));
    items.push(small('Departure / Arrival', 460, 500, 66), small('Date / Time', 600, 500, 40));
    items.push(small('LILLE EUROPE', 455, 484, 46), small('12/05 at 08:14', 600, 484, 48));
    items.push(small('PARIS NORD', 455, 468, 40), small('12/05 at 09:20', 600, 468, 48));
    for (let i = 0; i < 6; i++)
      items.push(small(`Exchangeable and refundable before departure ${i}`, 440, 440 - i * 8, 160));
    const text = layoutPageText(items);
    expect(text.split('\n')[0]).toMatch(/^Your e-ticket confirmation/);
    expect(text.indexOf('Departure / Arrival')).toBeGreaterThan(text.lastIndexOf('and day 9'));
    expect(text).toMatch(/\n {2,}LILLE EUROPE +12\/05 at 08:14\n+ {2,}PARIS NORD +12\/05 at 09:20/);
  });

  it('lays out a ticket of short labelled lines beside its conditions of use a column after the other', () => {
    const facts = ['Ticket', 'Date: 10 June 2027', 'From: Amsterdam', 'To: Brussels', 'Departure time: 09:17'];
    const items = facts.map((fact, i) => run(fact, 40, 700 - i * 30, fact.length * 6));
    const prose = ['This ticket is valid only on the train it names;', 'it is not exchangeable after the departure.'];
    for (let i = 0; i < 6; i++) items.push(run(prose[i % 2] as string, 300, 708 - i * 17, 280));
    const lines = layoutPageText(items).split('\n');
    expect(lines).toContain('From: Amsterdam');
    expect(lines).toContain('Departure time: 09:17');
  });

  it('keeps labelled lines beside short notes on the same baselines in rows', () => {
    const items: PositionedText[] = [];
    for (let i = 0; i < 6; i++)
      items.push(
        run(`Fact ${i}: value`, 40, 700 - i * 30, 84),
        run(`a note beside fact ${i} that runs long`, 300, 700 - i * 30, 280),
      );
    expect(layoutPageText(items).split('\n')[0]).toMatch(/^Fact 0: value +a note beside fact 0/);
  });

  it('reads a table row whose cells wrap onto the line under it as one row, values under their headings', () => {
    // Rows 22 points apart, a cell's lines 14: the heading and the row each wrap onto a second line.
    const text = layoutPageText([
      run('Stazione di', 40, 700, 66),
      run('Data', 120, 700, 24),
      run('Treno', 220, 700, 30),
      run('Posto', 320, 700, 30),
      run('partenza', 40, 686, 48),
      run('Milano', 40, 664, 36),
      run('15/03/2027', 120, 664, 60),
      run('Frecciarossa', 220, 664, 72),
      run('8A', 320, 664, 12),
      run('Centrale', 40, 650, 48),
      run('9527', 220, 650, 24),
    ]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Stazione di partenza +Data +Treno +Posto$/);
    expect(lines[1]).toMatch(/^Milano Centrale +15\/03\/2027 +Frecciarossa 9527 +8A$/);
    expect(lines[1]?.indexOf('15/03')).toBe(lines[0]?.indexOf('Data'));
  });

  it('keeps apart the rows of a table that leave cells empty, where their cells had room for more', () => {
    // The stops' rows stand closer to each other than to the heading, as a cell's lines do.
    const text = layoutPageText([
      run('Halt', 40, 700, 24),
      run('Zeit', 160, 700, 24),
      run('Gleis', 240, 700, 30),
      run('Frankfurt Hbf', 40, 680, 78),
      run('ab 09:12', 160, 680, 48),
      run('13', 240, 680, 12),
      run('Berlin Hbf', 40, 668, 60),
      run('an 13:20', 160, 668, 48),
    ]);
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toMatch(/\nBerlin Hbf +an 13:20$/);
  });

  it('finds no gutter in the space between two words, where a page writes each word as a run of its own', () => {
    // Seven-point type, 4.2 points a character, each word a run: prose at the left, a ticket's facts at the right
    // on baselines of their own, and a footer whose word space falls where the gutter between them would stand.
    const words = (line: string, column: number, y: number): PositionedText[] =>
      [...line.matchAll(/\S+/g)].map((m) => ({
        str: m[0],
        transform: [7, 0, 0, 7, 40 + (column + m.index) * 4.2, y],
        width: m[0].length * 4.2,
        height: 7,
      }));
    const footer = "Pour connaître l'empreinte CO2 de votre voyage et accéder au détail du calcul";
    // Alone, and under a heading that runs across the page.
    for (const heading of ['', 'E-BILLET TOULOUSE MATABIAU / MONTPELLIER ST-RO, ALLER SIMPLE']) {
      const items = heading ? words(heading, 0, 520) : [];
      for (let i = 0; i < 10; i++) {
        items.push(...words(`Le billet est valable pour ce train ${i}`, 0, 500 - i * 10));
        items.push(...words(`Référence client et dossier voyage ${i}`, 47, 496 - i * 10));
      }
      items.push(...words(footer, 0, 380));
      expect(layoutPageText(items)).toContain(footer);
    }
  });

  it('keeps apart a line of text set in pieces and a note under it, which no row of a table stands beside', () => {
    // Twelve-point type, six points a character, lines 15 points apart, a paragraph's gap above and under the pair.
    const text = layoutPageText([
      run('Your flights', 40, 730, 72),
      run('Flight: 15.06.2017', 40, 700, 108),
      run('|', 160, 700, 6),
      run('4U 8462 (X)', 178, 700, 66),
      run('* operated by Germanwings', 40, 685, 150),
      run('Departure: 12:55', 40, 655, 96),
    ]);
    expect(text.split('\n')).toContain('* operated by Germanwings');
  });

  it("puts runs at the columns of the page's grid where the page writes each character as a run of its own", () => {
    // Twelve-point type set 7.2 points a character, every character placed alone: a label and its value 20 columns on.
    const characters = (line: string, column: number, y: number): PositionedText[] =>
      [...line].map((c, k) => ({
        str: c,
        transform: [12, 0, 0, 12, 40 + (column + k) * 7.2, y],
        width: 7.2,
        height: 12,
      }));
    const text = layoutPageText([...characters('Wagen', 0, 700), ...characters('26', 20, 700)]);
    expect(text).toBe(`Wagen${' '.repeat(15)}26`);
  });
});
