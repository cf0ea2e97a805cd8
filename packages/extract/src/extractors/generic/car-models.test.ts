import { describe, expect, it } from 'vitest';
import { carModelOf } from './car-models.js';

describe('a hire car as confirmations print it', () => {
  it('takes the labelled value that names a model "or similar", its group letter and class code off', () => {
    expect(carModelOf(['Harbour Road Depot, Leith', 'D - Opel Corsa or similar (EDMR)'], [])).toBe(
      'Opel Corsa or similar',
    );
  });

  it('finds the model on a line of its own under a heading with no label', () => {
    const lines = ['Your car', 'Kia Ceed oder vergleichbar', 'Extras: child seat'];
    expect(carModelOf(['Economy'], lines)).toBe('Kia Ceed oder vergleichbar');
  });

  it('reads "or similar" as Italian, Portuguese and Danish print it too', () => {
    expect(carModelOf(['Fiat Panda o simile'], [])).toBe('Fiat Panda o simile');
    expect(carModelOf(['Renault Clio ou semelhante'], [])).toBe('Renault Clio ou semelhante');
    expect(carModelOf(['VW Polo eller lignende'], [])).toBe('VW Polo eller lignende');
  });

  it('gives nothing when no value names a model "or similar"', () => {
    expect(carModelOf(['Compact'], ['Pick-up: Leith, 4 May 2026 09:00'])).toBeUndefined();
  });
});
