import { describe, expect, it } from 'vitest';
import { floorInput, updateInput } from './job-card-draft';

describe('a technician’s autosave', () => {
  it('sends the notes, status and vehicle, never the items or the customer’s contact details', () => {
    const input = updateInput(
      {
        customerEmail: 'jane@example.com',
        customerPhone: '0412 345 678',
        vehicleMake: 'Toyota',
        vehicleModel: 'Corolla',
        vehicleYear: '2015',
        odometerKm: '123456',
        status: 'WORK_IN_PROGRESS',
        mechanicNotes: 'Pads replaced.',
        workshopNotes: 'Rotors scored.',
        items: [],
      } as unknown as Parameters<typeof updateInput>[0],
      7,
    );
    expect(Object.keys(input)).toEqual(expect.arrayContaining(['finalItems', 'customerEmail', 'customerPhone']));
    const floor = floorInput(input);
    expect(floor).toEqual({ vehicleMake: 'Toyota', vehicleModel: 'Corolla', vehicleYear: 2015, odometerKm: 123456, status: 'WORK_IN_PROGRESS', mechanicNotes: 'Pads replaced.', workshopNotes: 'Rotors scored.', revision: 7 });
  });
});
