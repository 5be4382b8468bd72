/** What the workshop does, in the words customers search for: the content of /services. */

export interface ServiceDescription {
  /** Anchor and heading id. */
  id: string;
  title: string;
  /** The booking form's name for this service (one of siteInfo.serviceTypes). */
  bookAs: string;
  summary: string;
  points: string[];
  /** Shown as a large card with a 'Book Now' button. */
  highlighted?: boolean;
}

export const SERVICES: ServiceDescription[] = [
  {
    id: 'roadworthy-certificate',
    title: 'Roadworthy Certificate',
    bookAs: 'Roadworthy Certificate',
    highlighted: true,
    summary:
      'In Victoria you need a Certificate of Roadworthiness (RWC) to sell a registered vehicle, to re-register an unregistered one, or to clear some defect notices. Our licensed vehicle tester inspects your car to the VicRoads standard and tells you straight away what passes and what needs work.',
    points: [
      'Brakes, tyres and wheels, steering and suspension',
      'Lights, indicators, horn, wipers and washers',
      'Windscreen, windows, mirrors, seats and seatbelts',
      'Body and chassis rust, oil leaks, exhaust and emissions',
      'A written list and a quote for anything that needs fixing',
    ],
  },
  {
    id: 'air-conditioning',
    title: 'AC & Air Conditioning Repairs',
    bookAs: 'AC & Air Conditioning Repair',
    highlighted: true,
    summary:
      'Warm air, weak airflow or a musty smell? We test system pressures and vent temperatures, find leaks with UV dye and electronic detection, and regas with the right refrigerant and oil for your car. Refrigerant is handled under an ARCtick licence, as Australian law requires.',
    points: [
      'AC performance check and regas (R134a and R1234yf)',
      'Leak testing and repair of hoses, seals and condensers',
      'Compressor, clutch and fan repairs',
      'Cabin filter replacement and odour treatment',
    ],
  },
  {
    id: 'tyres',
    title: 'Tyre Sales & Installation',
    bookAs: 'Tyre Sales & Installation',
    highlighted: true,
    summary:
      'New tyres from trusted brands to suit your car, your driving and your budget, fitted and balanced while you wait. We check tread depth (the legal minimum is 1.5 mm), pressures and wear patterns so your tyres last longer and grip when it matters.',
    points: [
      'Supply and fitting of new tyres, all common sizes',
      'Wheel balancing and tyre rotation',
      'Puncture repairs to Australian standards',
      'Tyre pressure monitoring (TPMS) sensor checks',
    ],
  },
  {
    id: 'general-repairs',
    title: 'General Mechanical Repairs',
    bookAs: 'General Mechanical Repairs',
    summary:
      'From a noisy exhaust to a leaking radiator, we repair all makes and models. We find the cause, explain it in plain English and quote before we start.',
    points: ['Cooling systems, radiators and water pumps', 'Timing belts, clutches and CV joints', 'Oil leaks, exhausts and fuel systems'],
  },
  {
    id: 'logbook-servicing',
    title: 'Logbook Servicing',
    bookAs: 'Logbook Servicing',
    summary:
      'Servicing to your manufacturer’s schedule, with quality parts and the right oils, and your logbook stamped. You do not have to go back to the dealer: a logbook service done to specification keeps your new-car warranty intact.',
    points: ['Every item on the manufacturer’s checklist', 'Logbook stamped and service history kept', 'Free safety check with every service'],
  },
  {
    id: 'batteries',
    title: 'Battery Testing & Replacement',
    bookAs: 'Battery Testing & Replacement',
    summary:
      'Slow starts or warning lights? We load-test your battery, alternator and starter motor, and replace batteries with the right type for your car, including AGM and EFB batteries for stop-start vehicles.',
    points: ['Battery and charging system test', 'Replacement and registration where the car requires it', 'Old batteries recycled'],
  },
  {
    id: 'brakes-suspension',
    title: 'Brake & Suspension Systems',
    bookAs: 'Brake & Suspension Systems',
    summary:
      'Squealing, grinding, pulling to one side or a bouncy ride all deserve a look. We inspect and repair brakes and suspension so your car stops straight and handles safely.',
    points: ['Pads, rotors, calipers and brake fluid', 'ABS fault diagnosis', 'Shock absorbers, struts, bushes and ball joints'],
  },
  {
    id: 'diagnostics',
    title: 'Engine Diagnostics & Tune-ups',
    bookAs: 'Engine Diagnostics & Tune-ups',
    summary:
      'Check-engine light on, rough idle or poor fuel economy? Our scan tools read fault codes and live data for all major makes, so we fix the cause, not just the symptom.',
    points: ['Fault code scanning and live data testing', 'Spark plugs, ignition coils and sensors', 'Fuel injector and throttle body cleaning'],
  },
  {
    id: 'pre-purchase',
    title: 'Pre-Purchase Inspections',
    bookAs: 'Pre-Purchase Inspections',
    summary:
      'Buying a used car? Our inspection checks the body, engine, transmission, brakes, suspension, tyres and electrics, scans for stored faults and includes a road test, with a written report before you pay.',
    points: ['Signs of accident repair, rust and leaks', 'Road test and fault code scan', 'Tip: check the PPSR for finance owing or write-offs too'],
  },
];
