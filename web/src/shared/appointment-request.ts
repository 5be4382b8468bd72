/** An appointment request's fields as a form holds them before anything is typed: the booking form's and staff's. */
export const EMPTY_APPOINTMENT_REQUEST = {
  fullName: '',
  email: '',
  phone: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleYear: '',
  registration: '',
  issueDescription: '',
  preferredDate: '',
  preferredTime: '',
};
