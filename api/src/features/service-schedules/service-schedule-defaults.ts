/** The default service schedule a workshop starts with: every 15,000 km or 12 months, whichever comes first. */
export const DEFAULT_SCHEDULE = {
  everyKm: 15_000,
  everyMonths: 12,
  items: [
    'Replace engine oil and filter',
    'Inspect and top up all fluid levels',
    'Inspect air filter; replace if needed',
    'Inspect brakes, pads and rotors',
    'Inspect tyres, set pressures and rotate if needed',
    'Inspect steering and suspension',
    'Inspect belts and hoses',
    'Test battery and charging system',
    'Check all lights, wipers and horn',
    'Road test',
  ],
} as const;
