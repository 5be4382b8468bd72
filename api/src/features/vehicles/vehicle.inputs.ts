/** What staff may correct on a vehicle, for GraphQL and REST alike. */
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { VehicleTextField, VehicleYearField } from '../../shared/customer-fields.js';
import { SingleLine } from '../../shared/text.js';

export const VEHICLE_FIELDS = ['make', 'model', 'year', 'vin', 'nextServiceDue', 'registrationExpiry'] as const;

@InputType({ description: 'A vehicle’s details; a field left out stays as it is, null clears it.' })
export class VehicleDetails {
  @VehicleTextField('Vehicle make')
  make?: string | null;

  @VehicleTextField('Vehicle model')
  model?: string | null;

  @VehicleYearField()
  year?: number | null;

  @Field(() => String, { nullable: true, description: '17 letters and digits, without I, O or Q.' })
  @IsOptional()
  @IsString({ message: 'VIN must be text.' })
  @SingleLine('VIN')
  @MaxLength(40, { message: 'A VIN has 17 letters and digits, without I, O or Q.' })
  vin?: string | null;

  @Field(() => String, { nullable: true, description: 'When its next service is due, yyyy-MM-dd; null sends no service reminder.' })
  @IsOptional()
  @IsString({ message: 'The next service date must be a date (yyyy-MM-dd).' })
  nextServiceDue?: string | null;

  @Field(() => String, { nullable: true, description: 'When its registration expires, yyyy-MM-dd, from 2 years ago to 3 years ahead; null sends no registration reminder.' })
  @IsOptional()
  @IsString({ message: 'The registration expiry must be a date (yyyy-MM-dd).' })
  registrationExpiry?: string | null;
}
