/**
 * The meter-read form's opening, shown before the app runs (`../../shared/before-app.ts`). Its
 * configured introduction is the page's largest element, and spec §2 shows nothing of the form
 * until the read-week configuration has come. So this module fetches that configuration (the page
 * preloads it) with the app's query's call and asks the journey's own chart, started with the input the
 * app will give it, which step it chooses. Only when the chart chooses the form does it write the
 * introduction into the skeleton's hidden opening and show it; a closed week or a failed call
 * leaves the skeleton to the app. The app's chart then starts with the same configuration and
 * decides the same at once, and the app's form replaces the skeleton with its opening in place.
 */
import { fetchMeterReadConfig, meterReadConfigQuery } from '../../../api/queries/meter-read-config';
import { richTextMarkup } from '../../../content/rich-text-markup';
import { chartStartsOnForm } from '../../../journeys/meter-read-input';
import { showBeforeAppWith, type BeforeAppPage } from '../../shared/before-app';
import { METER_READ_INTRO_ID, METER_READ_BARS_ID, METER_READ_OPENING_ID } from './meter-read-ids';

/** For the app's entry, which takes over what this module read (`BeforeAppModule`). */
export { adoptShownBeforeApp } from '../../shared/before-app';

/** Fetches the configuration and shows the form's opening if the chart chooses the form. */
export function showBeforeApp(): Promise<void> {
  return showBeforeAppWith(showOpening);
}

async function showOpening(page: BeforeAppPage): Promise<Element | undefined> {
  const config = await page.read(meterReadConfigQuery(), () => fetchMeterReadConfig());
  const search = Object.fromEntries(new URLSearchParams(location.search));
  const showsForm = chartStartsOnForm(search, config);
  const opening = document.getElementById(METER_READ_OPENING_ID);
  const intro = document.getElementById(METER_READ_INTRO_ID);
  const bars = document.getElementById(METER_READ_BARS_ID);
  if (!page.stillOpen() || !showsForm || !opening || !intro || !bars) return undefined;
  intro.innerHTML = richTextMarkup(config.headingTemplate);
  opening.hidden = false;
  bars.remove();
  return opening;
}
