import { RichText } from '../../shared/rich-text';
import journey from '../shared/journey.module.css';
import { meterReadTitle } from './meter-read-title';

/** The meter-read form's opening: its heading and the configuration's introduction. */
export function MeterReadOpening({ headingTemplate }: { headingTemplate: string }) {
  return (
    <>
      <h1 className={journey.heading}>{meterReadTitle}</h1>
      <RichText html={headingTemplate} className={journey.text} />
    </>
  );
}
