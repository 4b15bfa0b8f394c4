/** The price-cap meter-read lead (topic 'PriceCapMeterRead') of spec §3 "Price-cap meter-read lead". */
import type {
  ElectricityReading,
  GasReading,
  MeterReadSubmission,
} from '../../../machines/meter-read.machine';
import {
  meterReadCompany,
  titleOptions,
  type MeterReadFuel as WireFuel,
  type TitleOption,
} from '../schemas/lead-fields';
import type {
  LeadRelationships,
  MeterReadAdditionalInformation,
  MeterReadLeadAttributes,
} from '../schemas/leads';
import { addressRelationship } from './relationships';

/** POST /v1/leads body of a meter reading. */
export interface MeterReadLeadRequest {
  data: {
    type: 'leads';
    attributes: MeterReadLeadAttributes;
    relationships: LeadRelationships;
  };
}

function wireTitle(title: string | null): TitleOption | 'NA' {
  const option = titleOptions.find((candidate) => candidate === title);
  return option ?? 'NA';
}

function gasFields(gas: GasReading): Partial<MeterReadAdditionalInformation> {
  return { GasAccountNumber: gas.accountNumber, GasReading: gas.reading };
}

function electricityFields(
  electricity: ElectricityReading,
): Partial<MeterReadAdditionalInformation> {
  return electricity.economy7
    ? {
        ElecAccountNumber: electricity.accountNumber,
        IsEconomy7: true,
        Elec7ReadingNormal: electricity.normalReading,
        Elec7ReadingLow: electricity.lowReading,
      }
    : {
        ElecAccountNumber: electricity.accountNumber,
        IsEconomy7: false,
        ElecReading: electricity.reading,
      };
}

/**
 * Builds the wire lead of a meter reading: Dual is sent as 'Gas and Electricity', only the chosen
 * fuel's account numbers and readings are present, Economy 7 sends normal + low instead of one
 * reading, an unchosen title is 'NA', and there is no address.
 */
export function buildMeterReadLead(reading: MeterReadSubmission): MeterReadLeadRequest {
  const fuel: WireFuel = reading.fuel === 'Dual' ? 'Gas and Electricity' : reading.fuel;
  const fuelFields =
    reading.fuel === 'Gas'
      ? gasFields(reading.gas)
      : reading.fuel === 'Electricity'
        ? electricityFields(reading.electricity)
        : { ...gasFields(reading.gas), ...electricityFields(reading.electricity) };
  return {
    data: {
      type: 'leads',
      attributes: {
        title: wireTitle(reading.title),
        topic: 'PriceCapMeterRead',
        'first-name': reading.firstName,
        surname: reading.lastName,
        email: reading.email,
        'additional-information': {
          Telephone: reading.telephone,
          Fuel: fuel,
          Company: meterReadCompany,
          ReadingDate: reading.readingDate,
          ...fuelFields,
        },
      },
      relationships: addressRelationship(null),
    },
  };
}
